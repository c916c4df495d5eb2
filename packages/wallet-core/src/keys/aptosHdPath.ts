/** Aptos wallet i from a mnemonic is at m/44'/637'/i'/0'/0' (Petra's and the SDK's layout). */
export function aptosHdPath(index: number): string {
  return `m/44'/637'/${index}'/0'/0'`;
}
