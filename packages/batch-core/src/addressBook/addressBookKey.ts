/** What makes two address-book entries the same: the address in lower case and the chain ('' for every chain). */
export function addressBookKey(address: string, chainId: number | undefined): string {
  return `${address.toLowerCase()}:${chainId ?? ''}`;
}
