/** Polygon PoS mainnet, the network of the Tool's batch transfer. */
export const POLYGON_CHAIN_ID = 137;
