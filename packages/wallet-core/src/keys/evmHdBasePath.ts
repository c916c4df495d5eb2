/** BIP-44 account path of EVM wallets; wallet i is `${EVM_HD_BASE_PATH}/i` (MetaMask's layout). */
export const EVM_HD_BASE_PATH = "m/44'/60'/0'/0";
