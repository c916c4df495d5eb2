// Drops the given 1-based lines from a list, counting lines as parseRecipients does (CRLF, CR or LF each end one).
export function removeLines(text: string, lines: ReadonlySet<number>): string {
  const parts = text.split(/(\r\n|\r|\n)/);
  const kept: string[] = [];
  for (let i = 0, line = 1; i < parts.length; i += 2, line++) {
    if (!lines.has(line)) kept.push(parts[i] ?? '');
  }
  return kept.join('\n');
}
