// A catalogue's shape with its literal texts widened to string: what another language's catalogue must match.
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
