// A namespace's texts: nested sections of strings, English being the reference every language matches key for key.
export type Catalogue = { readonly [key: string]: string | Catalogue };
