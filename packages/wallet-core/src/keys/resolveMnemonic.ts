import { InvalidParameterError } from '../errors/InvalidParameterError.js';
import type { GenerateWalletsOptions } from './GenerateWalletsOptions.js';
import { secureRandomBytes } from './secureRandomBytes.js';

/** The mnemonic and BIP-39 seed the options ask for, or null when wallets are independent random keys. */
export async function resolveMnemonic(
  options: GenerateWalletsOptions,
): Promise<{ mnemonic: string; seed: Uint8Array } | null> {
  if (options.mnemonic === undefined || options.mnemonic === false) return null;
  // Loaded only when a mnemonic is asked for: the English word list is about 15 KB of the EVM generator's bundle.
  const [{ entropyToMnemonic, mnemonicToSeed, validateMnemonic }, { wordlist }] = await Promise.all([
    import('@scure/bip39'),
    import('@scure/bip39/wordlists/english'),
  ]);
  let mnemonic: string;
  if (typeof options.mnemonic === 'string') {
    mnemonic = options.mnemonic.trim().toLowerCase().split(/\s+/).join(' ');
    if (!validateMnemonic(mnemonic, wordlist)) {
      throw new InvalidParameterError('mnemonic', 'not a valid English BIP-39 mnemonic');
    }
  } else {
    const words = options.words ?? 12;
    if (words !== 12 && words !== 24) throw new InvalidParameterError('words', `must be 12 or 24, got ${words}`);
    mnemonic = entropyToMnemonic(secureRandomBytes(words === 12 ? 16 : 32), wordlist);
  }
  // WebCrypto PBKDF2 is native: ~1 ms instead of ~100 ms for the 2048 rounds in JS (the JS one where there is no
  // SubtleCrypto, e.g. a page served over plain http).
  const subtle = globalThis.crypto?.subtle;
  return { mnemonic, seed: subtle ? await bip39SeedWebCrypto(subtle, mnemonic) : await mnemonicToSeed(mnemonic) };
}

/** BIP-39 seed: PBKDF2-HMAC-SHA512(NFKD(mnemonic), "mnemonic", 2048 rounds, 64 bytes), without a passphrase. */
async function bip39SeedWebCrypto(subtle: SubtleCrypto, mnemonic: string): Promise<Uint8Array> {
  const utf8 = new TextEncoder();
  const key = await subtle.importKey('raw', utf8.encode(mnemonic.normalize('NFKD')), 'PBKDF2', false, ['deriveBits']);
  const salt = utf8.encode('mnemonic');
  return new Uint8Array(await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-512', salt, iterations: 2048 }, key, 512));
}
