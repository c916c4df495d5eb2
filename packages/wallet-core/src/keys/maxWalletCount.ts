/** Most wallets one call generates: the tool's tip says "Please enter a number <100". */
export const MAX_WALLET_COUNT = 99;
