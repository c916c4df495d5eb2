/** Short form of an address for buttons: first 5 characters, dots, last 5 (`0xf39...92266`). */
export function abbreviateAddress(address: string | null | undefined): string {
  if (!address) return '';
  if (address.length <= 13) return address;
  return `${address.slice(0, 5)}...${address.slice(-5)}`;
}
