/** The workspace packages published to npm, in dependency order. */
export const PUBLISHED_PACKAGES = ['@fanout/batch-core', '@fanout/contracts', '@fanout/wallet-core'] as const;
export type PublishedPackage = (typeof PUBLISHED_PACKAGES)[number];
