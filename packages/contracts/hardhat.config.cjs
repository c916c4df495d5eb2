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

/**
 * Local chain id: Polygon PoS (137), so the web app's network checks hold unchanged on the local node. startLocalChain
 * sets FANOUT_CHAIN_ID for a second local chain with another id (same BulkSend address).
 */
const LOCAL_CHAIN_ID = Number(process.env.FANOUT_CHAIN_ID ?? 137);

/** @type {import('hardhat/config').HardhatUserConfig} */
module.exports = {
  solidity: {
    // BulkSend, the demo token and the mocks: tuned for runtime gas (the fee users pay is proportional to it).
    // (`compilers` + `overrides`: Hardhat ignores `overrides` next to a single `version`.)
    compilers: [
      { version: SOLC_VERSION, settings: { optimizer: { enabled: true, runs: 1_000_000 }, evmVersion: EVM_VERSION } },
    ],
    overrides: {
      // BulkSend is deployed with CREATE2, so its address follows its creation code: no metadata hash in the
      // bytecode, so editing a comment does not move BulkSend to another address (code changes still do).
      // BulkSendNft's creation code is part of BulkSend's (BulkSend creates it), so it and the shared base take the
      // same settings.
      ...Object.fromEntries(
        [
          'contracts/BulkSend.sol',
          'contracts/BulkSendNft.sol',
          'contracts/BulkSendBase.sol',
          'contracts/v3/BulkSendV3.sol',
          'contracts/v3/BulkSendNftV3.sol',
          'contracts/v3/BulkSendBaseV3.sol',
        ].map((file) => [
          file,
          {
            version: SOLC_VERSION,
            settings: {
              optimizer: { enabled: true, runs: 1_000_000 },
              evmVersion: EVM_VERSION,
              metadata: { bytecodeHash: 'none', appendCBOR: false },
              // The storage layouts, so a test can hold BulkSend's and its NFT part's equal (outputs only: the bytecode
              // is the same with or without it).
              outputSelection: { '*': { '*': ['storageLayout'] } },
            },
          },
        ]),
      ),
      // The gas benchmark's token is compiled on its own at 200 runs, the common setting of deployed tokens and
      // the one the peers (GasliteDrop, TSender, …) were measured against: our figure must not lean on a token
      // optimized for it.
      // The same for the NFT benchmark's OpenZeppelin ERC721 and ERC1155.
      ...Object.fromEntries(
        ['contracts/bench/BenchToken.sol', 'contracts/bench/BenchErc721.sol', 'contracts/bench/BenchErc1155.sol'].map(
          (file) => [
            file,
            { version: SOLC_VERSION, settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: EVM_VERSION } },
          ],
        ),
      ),
    },
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
