// A FAQ entry (SPEC §3): `active` marks the item open at start.
import type { MessageKey } from '../../i18n/MessageKey.js';

export interface FaqItem {
  title: MessageKey;
  description: MessageKey;
  active: boolean;
}
