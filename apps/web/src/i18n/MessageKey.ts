// Every translation key as a dotted path ('nav.home'), so data modules can name texts type-safely.
import type { Messages } from './Messages.js';

type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Paths<Messages>;
