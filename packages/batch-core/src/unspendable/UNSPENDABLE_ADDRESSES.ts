import type { Address } from '../address/Address.js';

/** One address nobody can spend from, with why. */
export interface UnspendableAddress {
  readonly address: Address;
  readonly kind: 'precompile' | 'burn';
  /** What is there (for people reading the list). */
  readonly note: string;
}

// EIP-55 case of the single hex letters a–f at the end of a precompile address (keccak of the lower-case form).
const CHECKSUM_CASE: Readonly<Record<string, string>> = { a: 'A', b: 'b', c: 'C', d: 'd', e: 'E', f: 'F' };

const precompile = (n: number, note: string): UnspendableAddress => ({
  address: `0x${n
    .toString(16)
    .padStart(40, '0')
    .replace(/[a-f]$/, (letter) => CHECKSUM_CASE[letter] ?? letter)}`,
  kind: 'precompile',
  note,
});

/**
 * Addresses that accept a transfer and can never move it on, refused as recipients on every list (the zero address
 * is refused by the address rules themselves). Precompiles have no key and no code that forwards tokens: an ERC-20
 * balance or an ERC-721 id sent there is gone. Sources: the Ethereum execution specs (0x01–0x0a up to Cancun;
 * EIP-2537 BLS12-381, 0x0b–0x11, in Prague) and RIP-7212 / EIP-7951 (P256VERIFY at 0x100, rolled out on L2s and in
 * Fusaka). Burn addresses: the two Etherscan labels as burn addresses that token projects send to on purpose — a
 * person pasting one into a payout has made a mistake. The list is short on purpose: only addresses nobody can hold
 * a key for.
 */
export const UNSPENDABLE_ADDRESSES: readonly UnspendableAddress[] = Object.freeze([
  precompile(0x01, 'ecrecover'),
  precompile(0x02, 'sha256'),
  precompile(0x03, 'ripemd160'),
  precompile(0x04, 'identity'),
  precompile(0x05, 'modexp (EIP-198)'),
  precompile(0x06, 'bn254 add (EIP-196)'),
  precompile(0x07, 'bn254 mul (EIP-196)'),
  precompile(0x08, 'bn254 pairing (EIP-197)'),
  precompile(0x09, 'blake2f (EIP-152)'),
  precompile(0x0a, 'KZG point evaluation (EIP-4844)'),
  precompile(0x0b, 'BLS12-381 G1 add (EIP-2537)'),
  precompile(0x0c, 'BLS12-381 G1 MSM (EIP-2537)'),
  precompile(0x0d, 'BLS12-381 G2 add (EIP-2537)'),
  precompile(0x0e, 'BLS12-381 G2 MSM (EIP-2537)'),
  precompile(0x0f, 'BLS12-381 pairing (EIP-2537)'),
  precompile(0x10, 'BLS12-381 map fp to G1 (EIP-2537)'),
  precompile(0x11, 'BLS12-381 map fp2 to G2 (EIP-2537)'),
  precompile(0x100, 'P256VERIFY (RIP-7212, EIP-7951)'),
  {
    address: '0x000000000000000000000000000000000000dEaD',
    kind: 'burn',
    note: 'the "dead" address (Etherscan: Null: 0x000…dEaD)',
  },
  { address: '0xdEAD000000000000000042069420694206942069', kind: 'burn', note: 'burn address (Etherscan label)' },
]);
