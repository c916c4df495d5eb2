import type { batchCoreMessages } from './batchCoreMessages.js';

/** Key of a text in the {@link batchCoreMessages} catalogue: the `messageKey` of a batch-core error. */
export type BatchCoreMessageKey = keyof (typeof batchCoreMessages)['en'];
