/** Default `config.networkId` of the client state: Polygon, the first of the default chains. */
export const DEFAULT_NETWORK_ID = 137;
