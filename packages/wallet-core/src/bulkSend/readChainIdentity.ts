import { hexToBigInt } from '../provider/hexToBigInt.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import { ReaderChainMismatchError } from './ReaderChainMismatchError.js';
import { rpc } from './rpc.js';

/** Which chain the reader serves: its `eth_chainId` and block 0's hash (two chains with one id differ there). */
export type ChainIdentity = { chainId: number; genesisHash: `0x${string}` };

/**
 * Reads the reader's chain identity (never cached: a local chain restarted at the same URL is another chain).
 * @throws ReaderChainMismatchError when it serves another chain id than `config.chainId`
 */
export async function readChainIdentity(config: BulkSendConfig): Promise<ChainIdentity> {
  const [chainIdHex, genesis] = await Promise.all([
    rpc<string>(config.reader, 'eth_chainId'),
    rpc<{ hash: `0x${string}` } | null>(config.reader, 'eth_getBlockByNumber', ['0x0', false]),
  ]);
  const chainId = Number(hexToBigInt(chainIdHex));
  if (config.chainId !== undefined && chainId !== config.chainId) {
    throw new ReaderChainMismatchError('chainId', String(config.chainId), String(chainId));
  }
  if (!genesis?.hash) throw new ReaderChainMismatchError('genesis', 'block 0', 'no block 0');
  return { chainId, genesisHash: genesis.hash.toLowerCase() as `0x${string}` };
}
