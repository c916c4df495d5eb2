/** A BIP-32 extended private key: key and chain code. */
export type Bip32Node = { key: Uint8Array; chainCode: Uint8Array };
