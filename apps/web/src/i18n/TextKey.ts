// Every key of a catalogue as a dotted path ('nav.home'); a plural pair `items_one`/`items_other` is also named
// `items`, the key t() takes with `{ count }`.
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];

type PluralBase<K> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : never;

export type TextKey<T> = Paths<T> | PluralBase<Paths<T>>;
