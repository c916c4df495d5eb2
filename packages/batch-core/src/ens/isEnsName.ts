/**
 * Whether text[start, end) is written like an ENS name rather than a broken address or a number: no `0x` start, at
 * least one dot, no space or control character, and a last label that is not all digits (so `1.5` or `12.50` in the
 * address column stay address errors). Only a shape check: normalisation says whether the name is valid.
 */
export function isEnsName(text: string, start = 0, end: number = text.length): boolean {
  if (end - start < 3) return false;
  const c0 = text.charCodeAt(start);
  const c1 = text.charCodeAt(start + 1);
  if (c0 === 48 && (c1 === 120 || c1 === 88)) return false;
  let dot = -1;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c <= 32 || (c >= 0x7f && c <= 0xa0)) return false;
    if (c === 46) dot = i;
  }
  if (dot < start || dot === end - 1) return false;
  for (let i = dot + 1; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return true;
  }
  return false;
}
