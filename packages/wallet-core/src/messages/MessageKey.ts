import type { walletCoreMessages } from './walletCoreMessages.js';

/** Key of a text in the {@link walletCoreMessages} catalogue. */
export type MessageKey = keyof (typeof walletCoreMessages)['en'];
