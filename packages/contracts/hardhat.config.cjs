// Hardhat 2 configuration. CommonJS (.cjs) because the package is "type": "module" and Hardhat 2 loads its
// config with require(). The compiler is the npm `solc` package (no downloads): its version is pinned once, in
// package.json, and the compile subtask below hands Hardhat that build.
process.env.HARDHAT_DISABLE_TELEMETRY_PROMPT = 'true';
// The local chain (src/chain) only runs the network: it skips the plugins to start faster.
if (!process.env.FANOUT_LOCAL_CHAIN) {
  require('@nomicfoundation/hardhat-ethers');
  require('@typechain/hardhat');
}
const { subtask } = require('hardhat/config');
const { TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD } = require('hardhat/builtin-tasks/task-names');

const SOLC_VERSION = require('solc/package.json').version;

subtask(TASK_COMPILE_SOLIDITY_GET_SOLC_BUILD, async ({ solcVersion }) => {
  if (solcVersion !== SOLC_VERSION) throw new Error(`solc npm ${SOLC_VERSION} != configured ${solcVersion}`);
  return {
    compilerPath: require.resolve('solc/soljson.js'),
    isSolcJs: true,
    version: SOLC_VERSION,
    longVersion: require('solc').version(),
  };
});

/** Polygon PoS runs Cancun opcodes (PUSH0, MCOPY, transient storage) since the Napoli hard fork (2024). */
const EVM_VERSION = 'cancun';

/** Local chain id: Polygon PoS (137), so the web app's network checks hold unchanged on the local node. */
const LOCAL_CHAIN_ID = 137;

/** @type {import('hardhat/config').HardhatUserConfig} */
module.exports = {
  solidity: {
    version: SOLC_VERSION,
    // One configuration for every contract (BulkSend, the demo token, mocks), tuned for runtime gas: the fee
    // users pay is proportional to it.
    settings: { optimizer: { enabled: true, runs: 1_000_000 }, evmVersion: EVM_VERSION },
  },
  networks: {
    hardhat: {
      chainId: LOCAL_CHAIN_ID,
      hardfork: 'cancun',
      // A zero base fee lets tests pick any gas price, including 0 (then minFee is 0).
      initialBaseFeePerGas: 0,
      allowUnlimitedContractSize: false,
    },
  },
  // Bindings are generated into src/ (gitignored) so tsc compiles them into dist with the rest of the API.
  typechain: { outDir: 'src/typechain-types', target: 'ethers-v6', node16Modules: true },
};
