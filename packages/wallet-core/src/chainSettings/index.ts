// @fanout/wallet-core/chain-settings: the Tool's chains, BulkSend addresses and pay tokens, read at run time.
export type {
  BulkSendReason,
  ChainFacts,
  ChainSetting,
  ChainSettings,
  ChainSettingsAddress,
  EnsSetting,
  OlderBulkSend,
  PayTokenSetting,
} from './ChainSettings.js';
export { chainConfigOf } from './chainConfigOf.js';
export {
  CHAIN_SETTINGS_PATH,
  type LoadChainSettingsParameters,
  type LoadChainSettingsReturnType,
  loadChainSettings,
} from './loadChainSettings.js';
export { parseChainSettings } from './parseChainSettings.js';
