import { erc20Asset } from './erc20Asset.js';
import { nativeAsset } from './nativeAsset.js';
import type { RunAsset } from './RunAsset.js';

/** What `createBulkSendConfig` sends without `assets`: the chain's coin and ERC-20 tokens. */
export const BULK_SEND_DEFAULT_ASSETS: readonly RunAsset[] = [nativeAsset, erc20Asset];
