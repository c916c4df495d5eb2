// Public entry of @fanout/wallet-core.
export { POLYGON_CHAIN_ID } from './chains/chainIds.js';
export { InvalidParameterError } from './errors/InvalidParameterError.js';
export { InvalidSignatureError } from './errors/InvalidSignatureError.js';
export { WalletCoreError } from './errors/WalletCoreError.js';
export { type DefaultLoginTextParameters, defaultLoginText } from './login/defaultLoginText.js';
export { hashPersonalMessage } from './login/hashPersonalMessage.js';
export { loginMessage } from './login/loginMessage.js';
export { recoverLoginAddress } from './login/recoverLoginAddress.js';
export { publicKeyToAddress } from './signature/publicKeyToAddress.js';
export { type SplitSignature, splitSignature } from './signature/splitSignature.js';
