/** A token the Tool can pay with; `erc20` is derived: false for the native coin (zero address). */
export type PayToken = {
  address: string;
  decimals: number;
  symbol: string;
  isDefault: boolean;
  erc20: boolean;
};
