// Every message along an error's chain (wallet, RPC, library), joined: what the "details" disclosure shows.
const DETAIL_CHARS = 600;

export function rawDetail(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    if (typeof current !== 'object') {
      parts.push(String(current));
      break;
    }
    const { message, code, details } = current as { message?: unknown; code?: unknown; details?: unknown };
    const text = typeof message === 'string' ? message : '';
    const line = code !== undefined ? `[${String(code)}] ${text}` : text;
    if (line && !parts.includes(line)) parts.push(line);
    if (typeof details === 'string' && details && !parts.includes(details)) parts.push(details);
    current =
      (current as { error?: unknown }).error ??
      (current as { cause?: unknown }).cause ??
      (current as { info?: { error?: unknown } }).info?.error;
  }
  return parts.join('\n').slice(0, DETAIL_CHARS);
}
