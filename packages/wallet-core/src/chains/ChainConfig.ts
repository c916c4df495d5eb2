/** A network the session can run on or add to a wallet (`wallet_addEthereumChain`). */
export type ChainConfig = {
  id: number;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrl: string;
  explorerUrl: string;
};
