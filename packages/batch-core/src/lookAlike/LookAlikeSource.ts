/**
 * Where the address a line looks like comes from: a past payee of the sender (`history`), an entry of the member's
 * address book (`addressBook`, with its name), or another line of the same list (`line`, its 1-based number).
 */
export type LookAlikeSource =
  | { readonly kind: 'history' }
  | { readonly kind: 'addressBook'; readonly name: string }
  | { readonly kind: 'line'; readonly line: number };
