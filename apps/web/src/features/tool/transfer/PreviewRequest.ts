// Message from the page to the preview worker.
export interface PreviewRequest {
  id: number;
  text: string;
  decimals: number;
  merge: boolean;
}
