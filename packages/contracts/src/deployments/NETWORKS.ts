/** Networks the deploy script accepts, by chain id. */
export const NETWORKS: Readonly<Record<number, { name: string; explorer: string }>> = {
  137: { name: 'polygon', explorer: 'https://polygonscan.com' },
  80002: { name: 'amoy', explorer: 'https://amoy.polygonscan.com' },
};
