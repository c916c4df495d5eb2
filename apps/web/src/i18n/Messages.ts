// The shape every language catalogue must have: the English catalogue with its strings widened.
import type { en } from './en.js';
import type { Widen } from './Widen.js';

export type Messages = Widen<typeof en>;
