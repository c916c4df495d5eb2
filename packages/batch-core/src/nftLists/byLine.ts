/** Sorts issues by line, keeping the order of issues of one line (Array.prototype.sort is stable). */
export function byLine<T extends { line: number }>(issues: T[]): T[] {
  return issues.sort((a, b) => a.line - b.line);
}
