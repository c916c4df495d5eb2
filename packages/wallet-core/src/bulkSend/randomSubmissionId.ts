/** A fresh submission id: 32 random bytes, hex (EIP-5792 lets the app name its bundle; unique per sender). */
export function randomSubmissionId(): `0x${string}` {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
