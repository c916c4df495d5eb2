import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { rpc } from './rpc.js';

/**
 * Whether none of `addresses` has code (`eth_getCode` is empty at `blockTag`): what lets a v3 ERC-721 chunk skip the
 * contract's per-recipient code check (`sendErc721PackedToEoas`). Each distinct address is read once.
 */
export async function noRecipientHasCode(
  config: { reader: Eip1193Provider },
  addresses: readonly string[],
  blockTag = 'latest',
): Promise<boolean> {
  const distinct = [...new Set(addresses.map((address) => address.toLowerCase()))];
  const codes = await Promise.all(
    distinct.map((address) => rpc<string>(config.reader, 'eth_getCode', [address, blockTag])),
  );
  return codes.every((code) => code === '0x' || code === '0x0' || code === '');
}
