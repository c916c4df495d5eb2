/** Default `config.networkId` of the client state; the web app configures Polygon (137) for the Tool. */
export const DEFAULT_NETWORK_ID = 56;
