import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { InvalidRunError } from './InvalidRunError.js';
import type { AssetStandard, RunAsset } from './RunAsset.js';

/**
 * The asset of the config's `assets` that sends `run`: its `standard` for NFTs, else ERC-20 with a token and the native
 * coin without.
 * @throws InvalidRunError when the config has no asset of that standard (NFTs: add `erc721Asset` / `erc1155Asset`
 *   from `@fanout/wallet-core/bulk-send/nft` to `createBulkSendConfig({ assets })`)
 */
export function assetOf(
  config: Pick<BulkSendConfig, 'assets'>,
  run: Pick<BulkSendRun, 'token' | 'standard'>,
): RunAsset {
  const standard: AssetStandard = run.standard ?? (run.token ? 'erc20' : 'native');
  const asset = config.assets.find((candidate) => candidate.standard === standard);
  if (!asset) {
    throw new InvalidRunError(
      `this engine cannot send ${standard} tokens: add the ${standard} asset to createBulkSendConfig({ assets })`,
    );
  }
  return asset;
}
