// Puts the cursor on a 1-based line of a textarea (selecting the line) and scrolls it into view.
export function selectLine(textarea: HTMLTextAreaElement, line: number): void {
  const text = textarea.value;
  const pattern = /\r\n|\r|\n/g;
  let start = 0;
  for (let current = 1; current < line; current++) {
    const match = pattern.exec(text);
    if (!match) break;
    start = match.index + match[0].length;
  }
  pattern.lastIndex = start;
  const next = pattern.exec(text);
  const end = next ? next.index : text.length;
  textarea.focus();
  textarea.setSelectionRange(start, end);
  const lineHeight = Number.parseFloat(getComputedStyle(textarea).lineHeight) || 20;
  textarea.scrollTop = Math.max(0, (line - 3) * lineHeight);
}
