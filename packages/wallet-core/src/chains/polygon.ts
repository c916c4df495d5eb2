import type { ChainConfig } from './ChainConfig.js';
import { POLYGON_CHAIN_ID } from './POLYGON_CHAIN_ID.js';

/** Polygon PoS. Native coin POL (renamed from MATIC in 2024), 18 decimals. */
export const polygon: ChainConfig = {
  id: POLYGON_CHAIN_ID,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrl: 'https://polygon-rpc.com',
  explorerUrl: 'https://polygonscan.com',
};
