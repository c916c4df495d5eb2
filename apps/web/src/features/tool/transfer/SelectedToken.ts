// The token a batch pays with: the native coin (erc20 false), an ERC-20, or an NFT collection (erc20 true: it moves by
// its contract; `standard` says which, and its lines are `address,tokenId[,amount]`).
export interface SelectedToken {
  address: string;
  symbol: string;
  decimals: number;
  erc20: boolean;
  standard?: 'erc721' | 'erc1155';
}
