// Subpath entry `@fanout/wallet-core/session`: the steps the main entry's actions run for you (network check, sign-in
// when needed, user info, the heartbeat) for an app that drives them itself, the pay-token and token reads, and the
// server's contract list and whitelist.
export { checkNetwork } from '../chains/checkNetwork.js';
export { startHeartbeat } from '../heartbeat/startHeartbeat.js';
export { stopHeartbeat } from '../heartbeat/stopHeartbeat.js';
export { loadUserInfo } from '../login/loadUserInfo.js';
export { needLogin } from '../login/needLogin.js';
export type { PayToken } from '../store/PayToken.js';
export { getTokenInfo } from '../token/getTokenInfo.js';
export type { TokenInfo } from '../token/TokenInfo.js';
export { loadContractList } from './loadContractList.js';
export { loadWhitelist } from './loadWhitelist.js';
export { setPayTokens } from './setPayTokens.js';
