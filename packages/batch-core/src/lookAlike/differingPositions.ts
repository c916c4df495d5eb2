/**
 * Where two addresses differ, ignoring letter case: 0-based indexes into the 42-character strings (`0x` is 0 and 1),
 * so a view can mark exactly those characters of either address. Empty when they are the same address.
 */
export function differingPositions(a: string, b: string): number[] {
  const positions: number[] = [];
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    // Fold A-F to a-f (and leave digits and x alone) by setting the ASCII lower-case bit on letters only.
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x >= 65 && x <= 90) x |= 32;
    if (y >= 65 && y <= 90) y |= 32;
    if (x !== y) positions.push(i);
  }
  return positions;
}
