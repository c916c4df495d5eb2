import { getAddress } from 'ethers';
import { BULK_SEND_DEFAULT_ASSETS } from './BULK_SEND_DEFAULT_ASSETS.js';
import { bulkSendInterface, bulkSendV3Interface } from './contractInterfaces.js';
import type { DecodedBulkSendCall } from './DecodedBulkSendCall.js';
import type { RunAsset } from './RunAsset.js';

/**
 * Recipients, amounts (NFTs: and token ids), token and batch id of a BulkSend call from its calldata, as the asset
 * owning the entry point reads it back (`RunAsset.decodeCall`: `sendEthPacked`, `sendEth`, `sendErc20Packed`,
 * `sendErc20` by default; the NFT sends with the NFT assets); null for any other selector, an entry point no asset of
 * `assets` owns, or calldata that does not decode. v2's calls and v3's both: a v3 call whose arguments differ from
 * v2's (`sendErc20Packed` with its total, `sendErc1155Packed` with byte entries, `sendErc721PackedToEoas`) is read as
 * the v2 call that pays the same, so one history spans both contracts.
 */
export function decodeBulkSendCall(
  data: string,
  assets: readonly RunAsset[] = BULK_SEND_DEFAULT_ASSETS,
): DecodedBulkSendCall | null {
  let call: { name: string; args: readonly unknown[] } | null;
  try {
    call = bulkSendInterface.parseTransaction({ data }) ?? asV2Call(data);
  } catch {
    try {
      call = asV2Call(data);
    } catch {
      return null;
    }
  }
  if (!call) return null;
  for (const asset of assets) {
    try {
      const decoded = asset.decodeCall(call.name, call.args);
      if (decoded) return decoded;
    } catch {
      return null;
    }
  }
  return null;
}

/** A v3-only call as the v2 entry point and arguments that pay the same entries (null: not a v3-only call). */
function asV2Call(data: string): { name: string; args: readonly unknown[] } | null {
  const parsed = bulkSendV3Interface.parseTransaction({ data });
  if (!parsed) return null;
  const args = parsed.args;
  if (parsed.name === 'sendErc20Packed') return { name: 'sendErc20Packed', args: [args[0], args[1], args[3]] };
  if (parsed.name === 'sendErc721PackedToEoas') return { name: 'sendErc721Packed', args: [args[0], args[1], args[2]] };
  if (parsed.name !== 'sendErc1155Packed') return null;
  // Entries: a 20-byte address then an amount of `amountBytes` bytes each, read back as v2's `amount << 160 | address`.
  const width = Number(args[4] as bigint);
  const bytes = String(args[5]).slice(2);
  const step = (20 + width) * 2;
  if (width < 1 || width > 12 || bytes.length % step !== 0) return null;
  const words: bigint[] = [];
  for (let i = 0; i < bytes.length; i += step) {
    const address = getAddress(`0x${bytes.slice(i, i + 40)}`);
    words.push((BigInt(`0x${bytes.slice(i + 40, i + step)}`) << 160n) | BigInt(address));
  }
  return { name: 'sendErc1155Packed', args: [args[0], args[1], args[2], words] };
}
