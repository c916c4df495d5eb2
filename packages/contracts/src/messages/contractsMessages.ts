// The English text of every error @fanout/contracts throws, by `messageKey`, as an i18next resource: placeholders are
// `{{name}}`, filled from the error's `messageParams`. An app translates by key (wallet-core ships the Chinese texts
// and shows these errors through `userMessageOf`); `error.message` stays the developer's sentence.

export const contractsMessages = {
  en: {
    contractsError: 'The contract step failed',
    deployUnsupportedChain: 'BulkSend is deployed on chain 137 or 80002, not on chain {{chainId}}',
    deployLocalNode: 'This network is a local Hardhat node, which has its own contract addresses',
    deployInvalidKey: 'The deployer key is not a private key',
    deployNotMined: 'The deployment transaction was not mined',
    localChainNeedsHardhat: 'The local chain needs Hardhat 2: npm install --save-dev hardhat@2',
    localChainTimeout: 'The local chain did not start within {{ms}} ms',
    localChainFailed: 'The local chain failed to start: {{error}}',
    localChainExited: 'The local chain stopped while starting (exit code {{code}})',
    deterministicInvalidOwner: 'The BulkSend owner must be an address other than zero, not {{owner}}',
    deterministicInvalidSalt: 'The salt must be 32 bytes (0x and 64 hex digits), not {{salt}}',
    deterministicNoProvider: 'The signer is not connected to a network',
    deterministicProxyMissing: 'Chain {{chainId}} has no deterministic-deployment proxy at {{proxy}}',
    deterministicProxyInstallFailed: 'The deterministic-deployment proxy could not be installed: {{error}}',
    deterministicDeployFailed: 'BulkSend was not created at {{address}}',
  },
};
