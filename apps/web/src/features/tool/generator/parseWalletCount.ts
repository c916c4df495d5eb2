// The count field of the generator: a whole number from 1 to 99, else null (the tip is shown).
const MAX_WALLETS = 99;

export function parseWalletCount(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const count = Number(text.trim());
  return count >= 1 && count <= MAX_WALLETS ? count : null;
}
