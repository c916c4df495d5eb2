// Every key of the site namespace as a dotted path ('nav.home'), so data modules can name texts type-safely.
import type { Messages } from './Messages.js';
import type { TextKey } from './TextKey.js';

export type MessageKey = TextKey<Messages>;
