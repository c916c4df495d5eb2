import type { contractsMessages } from './contractsMessages.js';

/** Key of a text in the {@link contractsMessages} catalogue: the `messageKey` of a contracts error. */
export type ContractsMessageKey = keyof (typeof contractsMessages)['en'];
