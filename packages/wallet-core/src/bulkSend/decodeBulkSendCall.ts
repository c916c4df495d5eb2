import { BULK_SEND_DEFAULT_ASSETS } from './BULK_SEND_DEFAULT_ASSETS.js';
import { bulkSendInterface } from './contractInterfaces.js';
import type { DecodedBulkSendCall } from './DecodedBulkSendCall.js';
import type { RunAsset } from './RunAsset.js';

/**
 * Recipients, amounts (NFTs: and token ids), token and batch id of a BulkSend call from its calldata, as the asset
 * owning the entry point reads it back (`RunAsset.decodeCall`: `sendEthPacked`, `sendEth`, `sendErc20Packed`,
 * `sendErc20` by default; the NFT sends with the NFT assets); null for any other selector, an entry point no asset of
 * `assets` owns, or calldata that does not decode.
 */
export function decodeBulkSendCall(
  data: string,
  assets: readonly RunAsset[] = BULK_SEND_DEFAULT_ASSETS,
): DecodedBulkSendCall | null {
  let parsed: ReturnType<typeof bulkSendInterface.parseTransaction>;
  try {
    parsed = bulkSendInterface.parseTransaction({ data });
  } catch {
    return null;
  }
  if (!parsed) return null;
  for (const asset of assets) {
    try {
      const decoded = asset.decodeCall(parsed.name, parsed.args);
      if (decoded) return decoded;
    } catch {
      return null;
    }
  }
  return null;
}
