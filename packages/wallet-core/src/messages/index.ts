// Subpath entry `@fanout/wallet-core/messages`: wallet-core's texts as plain i18next resources, for an app that
// translates with i18next (`i18n.addResourceBundle(lang, 'walletCore', walletCoreMessages[lang])`, then
// `t('walletCore:' + key, { ...WALLET_CORE_PROPER_NOUNS, ...params })` for what `userTextOf(error)` returns).
// Without i18next, `userMessageOf(error, lang)` of the main entry gives the same texts.

export type { Lang } from './Lang.js';
export type { MessageKey } from './MessageKey.js';
export type { MessageParams } from './MessageParams.js';
export type { UserText } from './UserText.js';
export { WALLET_CORE_PROPER_NOUNS } from './WALLET_CORE_PROPER_NOUNS.js';
export { walletCoreMessages } from './walletCoreMessages.js';
