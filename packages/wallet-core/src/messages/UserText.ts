import type { MessageKey } from './MessageKey.js';
import type { MessageParams } from './MessageParams.js';

/**
 * What to tell a person, before it is put in a language: a catalogue key with its placeholder values, or (key null)
 * a text that passes through as it is (a server's own message).
 */
export type UserText =
  | { readonly key: MessageKey; readonly params: MessageParams }
  | { readonly key: null; readonly text: string };
