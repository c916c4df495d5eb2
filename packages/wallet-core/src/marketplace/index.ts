// `@fanout/wallet-core/marketplace`: the marketplace parts of the spec that the Fanout apps do not use — order
// hashing (Solidity abi.encode + keccak256), notification types, ERC-721 operator approvals, and the session's
// contract list and whitelist from the marketplace API.

export { loadContractList } from '../session/loadContractList.js';
export { loadWhitelist } from '../session/loadWhitelist.js';
export { isApprovedForAll } from './isApprovedForAll.js';
export { NotificationSubType } from './notifications/NotificationSubType.js';
export { NotificationType } from './notifications/NotificationType.js';
export { type AssetType, MAX_ASSET_TYPE } from './order/AssetType.js';
export { encodeOrderKey } from './order/encodeOrderKey.js';
export { hashOrder } from './order/hashOrder.js';
export { hashOrderKey } from './order/hashOrderKey.js';
export { InvalidOrderError } from './order/InvalidOrderError.js';
export type { Order, OrderAsset, OrderKey } from './order/OrderKey.js';
export { toOrderPrice } from './order/toOrderPrice.js';
export { setApprovalForAll } from './setApprovalForAll.js';
