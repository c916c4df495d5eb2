import type { ChainConfig } from './ChainConfig.js';

/** Polygon Amoy testnet. */
export const polygonAmoy: ChainConfig = {
  id: 80002,
  name: 'Polygon Amoy',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrl: 'https://rpc-amoy.polygon.technology',
  explorerUrl: 'https://amoy.polygonscan.com',
};
