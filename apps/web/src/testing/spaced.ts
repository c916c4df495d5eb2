// What a reader sees as a space: figures keep their unit on the same line with a no-break space ("3 transactions",
// issue 27), so tests that compare shown text with plain-space strings read it through this.
export function spaced(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

/** A text matcher (testing-library's `name`, a filter) for what reads as `text`, no-break spaces included. */
export function readsAs(text: string): (shown: string) => boolean {
  return (shown) => spaced(shown) === text;
}
