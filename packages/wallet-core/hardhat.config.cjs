// Hardhat network used by the tests as a real chain behind simulated wallets (no contracts compiled here).
process.env.HARDHAT_DISABLE_TELEMETRY_PROMPT = 'true';

/** @type {import('hardhat/config').HardhatUserConfig} */
module.exports = {
  networks: {
    // Polygon's chain id, so the session's network checks hold unchanged on the local chain.
    hardhat: { chainId: 137, initialBaseFeePerGas: 0 },
  },
};
