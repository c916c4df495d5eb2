// Names that read the same in every language, written once: the catalogue's texts interpolate them ({{metaMask}}…),
// `userMessageOf` fills them in, and an i18next app passes them as values (or adds them to its defaultVariables).
export const WALLET_CORE_PROPER_NOUNS = {
  metaMask: 'MetaMask',
  nabox: 'Nabox',
  clv: 'CLV',
} as const;
