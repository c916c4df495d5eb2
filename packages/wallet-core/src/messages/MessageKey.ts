import type { messages } from './messages.js';

/** Key of a text in the {@link messages} catalogue. */
export type MessageKey = keyof (typeof messages)['en'];
