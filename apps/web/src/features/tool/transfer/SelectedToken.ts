// The token a batch pays with: the native coin (erc20 false) or an ERC-20.
export interface SelectedToken {
  address: string;
  symbol: string;
  decimals: number;
  erc20: boolean;
}
