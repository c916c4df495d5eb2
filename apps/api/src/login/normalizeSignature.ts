// Some hardware and smart-contract wallets return personal_sign signatures with v = 0 or 1 (the raw recovery id)
// instead of 27 or 28; both mean the same signature.
const withRecoveryId = /^(0x)?([0-9a-fA-F]{128})(0[01])$/;

/** The signature with v as 27/28 (anything else is returned unchanged, for the recovery to judge). */
export function normalizeSignature(signature: string): string {
  const m = withRecoveryId.exec(signature);
  if (!m) return signature;
  return `0x${m[2]}${m[3] === '00' ? '1b' : '1c'}`;
}
