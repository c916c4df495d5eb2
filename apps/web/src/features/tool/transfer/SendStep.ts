// Progress of a batch send, for the status line.
export type SendStep =
  | { kind: 'approveZero' }
  | { kind: 'approve'; amount: bigint }
  | { kind: 'chunk'; index: number; count: number }
  | { kind: 'confirmed'; index: number; count: number; hash: string };
