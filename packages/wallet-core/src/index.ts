// Public entry of @fanout/wallet-core: the wallet session (config, connect, sign-in, chains, logout), the login
// primitives the server shares, and the errors the actions throw. Elsewhere: `./session` (the steps the actions run,
// pay tokens, token reads, contract list and whitelist), `./provider` (wallet discovery), `./keys/evm`, `./keys/aptos`,
// `./bulk-send`, `./bulk-send/node`, `./chain-settings` (the one chain-settings type), `./transactions` (single
// transactions and lookups) and `./messages` (the en/chs catalogue as i18next resources).

// One home for the zero address and EIP-55 (issue 22): @fanout/batch-core's, under the same names.
export { NULL_ADDRESS } from '@fanout/batch-core';
export type { Address } from './address/Address.js';
export { abbreviateAddress } from './address/abbreviateAddress.js';
export { toChecksumAddress } from './address/toChecksumAddress.js';
export type { ApiClient, LoginAnswer, LoginPayload } from './api/ApiClient.js';
export type { ApiUser } from './api/ApiUser.js';
export { type CreateApiClientParameters, createApiClient } from './api/createApiClient.js';
export type { WalletApi } from './api/WalletApi.js';
export type { ChainConfig } from './chains/ChainConfig.js';
export { chainName } from './chains/chainName.js';
export { POLYGON_CHAIN_ID } from './chains/POLYGON_CHAIN_ID.js';
export { polygon } from './chains/polygon.js';
export { polygonAmoy } from './chains/polygonAmoy.js';
export { type SetActiveChainParameters, setActiveChain } from './chains/setActiveChain.js';
export { switchChain } from './chains/switchChain.js';
export { type CreateWalletConfigParameters, createWalletConfig } from './config/createWalletConfig.js';
export type { WalletConfig } from './config/WalletConfig.js';
export { type ConnectParameters, type ConnectReturnType, connect } from './connect/connect.js';
export { reconnect } from './connect/reconnect.js';
export { ApiError } from './errors/ApiError.js';
export { ChainNotConfiguredError } from './errors/ChainNotConfiguredError.js';
export { InvalidParameterError } from './errors/InvalidParameterError.js';
export { InvalidSignatureError } from './errors/InvalidSignatureError.js';
export { NetworkError } from './errors/NetworkError.js';
export { NotConnectedError } from './errors/NotConnectedError.js';
export { SecureRandomUnavailableError } from './errors/SecureRandomUnavailableError.js';
export { SignatureFailedError } from './errors/SignatureFailedError.js';
export { UserRejectedRequestError } from './errors/UserRejectedRequestError.js';
export { WalletCoreError, type WalletCoreErrorName } from './errors/WalletCoreError.js';
export { WalletEnableError } from './errors/WalletEnableError.js';
export { WalletNotInstalledError } from './errors/WalletNotInstalledError.js';
export { WalletRequestError, type WalletRequestErrorName } from './errors/WalletRequestError.js';
export { refreshBalances } from './heartbeat/refreshBalances.js';
export { type DefaultLoginTextParameters, defaultLoginText } from './login/defaultLoginText.js';
export { login } from './login/login.js';
export { loginMessage } from './login/loginMessage.js';
export { recoverLoginAddress } from './login/recoverLoginAddress.js';
export { logout } from './logout/logout.js';
export type { Lang } from './messages/Lang.js';
export type { MessageKey } from './messages/MessageKey.js';
export type { MessageParams } from './messages/MessageParams.js';
export type { UserText } from './messages/UserText.js';
export { userMessageOf } from './messages/userMessageOf.js';
export { userTextOf } from './messages/userTextOf.js';
export type { Eip1193Provider } from './provider/Eip1193Provider.js';
export { createMemoryStorage } from './storage/createMemoryStorage.js';
export type { KeyValueStorage } from './storage/KeyValueStorage.js';
export type { WalletState } from './store/WalletState.js';
export type { WalletStatus } from './store/WalletStatus.js';
export type { Web3State } from './store/Web3State.js';
