import type { BulkSendConfig } from '../bulkSend/BulkSendConfig.js';
import { erc20Interface } from '../bulkSend/contractInterfaces.js';
import { NFT_INTERFACE_IDS } from '../bulkSend/NFT_INTERFACE_IDS.js';
import { rpc } from '../bulkSend/rpc.js';
import { nftInterface } from './nftInterface.js';

export type DetectTokenParameters = { token: string };

export type DetectTokenReturnType = {
  /** What the contract is, read from the chain: ERC-165 for the NFT standards, `decimals()` for an ERC-20; null: none. */
  standard: 'erc20' | 'erc721' | 'erc1155' | null;
  /** `name()` / `symbol()` where the contract answers them (optional in ERC-721 and absent from ERC-1155). */
  name?: string;
  symbol?: string;
  /** ERC-20 only. */
  decimals?: number;
};

/**
 * What sits at a token address, read from the run's chain only (nothing fetched elsewhere): ERC-721 or ERC-1155 by
 * ERC-165 (`supportsInterface(0x01ffc9a7)` true and `0xffffffff` false, then `0x80ac58cd` / `0xd9b67a26`), else an
 * ERC-20 when `decimals()` answers; name and symbol where present. `standard: null` for an account without code or a
 * contract that is none of these. The asset picker's first read; `planRun({ standard })` takes its answer.
 */
export async function detectToken(
  config: BulkSendConfig,
  parameters: DetectTokenParameters,
): Promise<DetectTokenReturnType> {
  const { token } = parameters;
  const code = await rpc<string>(config.reader, 'eth_getCode', [token, 'latest']);
  if (!code || code === '0x') return { standard: null };
  const read = async (iface: typeof nftInterface, name: string, args: unknown[] = []) => {
    try {
      const data = iface.encodeFunctionData(name, args);
      const out = await rpc<string>(config.reader, 'eth_call', [{ to: token, data }, 'latest']);
      return iface.decodeFunctionResult(name, out)[0] as unknown;
    } catch {
      return undefined;
    }
  };
  const supports = (id: string) => read(nftInterface, 'supportsInterface', [id]);
  const [erc165, invalid, name, symbol] = await Promise.all([
    supports('0x01ffc9a7'),
    supports('0xffffffff'),
    read(nftInterface, 'name'),
    read(nftInterface, 'symbol'),
  ]);
  const names = {
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof symbol === 'string' ? { symbol } : {}),
  };
  if (erc165 === true && invalid === false) {
    const [is721, is1155] = await Promise.all([
      supports(NFT_INTERFACE_IDS.erc721),
      supports(NFT_INTERFACE_IDS.erc1155),
    ]);
    if (is721 === true) return { standard: 'erc721', ...names };
    if (is1155 === true) return { standard: 'erc1155', ...names };
  }
  const decimals = await read(erc20Interface, 'decimals');
  if (typeof decimals === 'bigint') return { standard: 'erc20', ...names, decimals: Number(decimals) };
  return { standard: null, ...names };
}
