// The shape every language catalogue must have: the English catalogue with its strings widened.
import type { en } from './en.js';

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type Messages = Widen<typeof en>;
