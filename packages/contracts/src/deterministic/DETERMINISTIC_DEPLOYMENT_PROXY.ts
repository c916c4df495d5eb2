// The deterministic-deployment proxy (Arachnid's CREATE2 factory) that Foundry and most tooling use, present at the
// same address on Polygon PoS and the major EVM chains. Facts from its repository
// (github.com/Arachnid/deterministic-deployment-proxy); the tests check that the transaction below really is
// signed by the deployer and creates the proxy at this address.

/** Address of the proxy: call it with `salt (32 bytes) ++ initCode` and it CREATE2s the contract. */
export const DETERMINISTIC_DEPLOYMENT_PROXY = '0x4e59b44847b379578588920cA78FbF26c0B4956C';

/** The one-off key that signed the proxy's deployment (nonce 0 on every chain). */
export const DETERMINISTIC_DEPLOYMENT_PROXY_DEPLOYER = '0x3fAB184622Dc19b6109349B94811493BF2a45362';

/** Gas price of the presigned deployment: 100 gwei. */
export const DETERMINISTIC_DEPLOYMENT_PROXY_GAS_PRICE = 100_000_000_000n;

/** Gas limit of the presigned deployment. */
export const DETERMINISTIC_DEPLOYMENT_PROXY_GAS_LIMIT = 100_000n;

/** Native coin the deployer must hold before the presigned transaction is broadcast: gas price × gas limit (0.01). */
export const DETERMINISTIC_DEPLOYMENT_PROXY_FUNDING =
  DETERMINISTIC_DEPLOYMENT_PROXY_GAS_PRICE * DETERMINISTIC_DEPLOYMENT_PROXY_GAS_LIMIT;

/**
 * The proxy's presigned deployment transaction (legacy, pre-EIP-155: no chain id, so the same bytes work on every
 * chain; a node must accept unprotected transactions to take it). Broadcast it with `eth_sendRawTransaction` after
 * funding the deployer.
 */
export const DETERMINISTIC_DEPLOYMENT_PROXY_TRANSACTION =
  '0xf8a58085174876e800830186a08080b853604580600e600039806000f350fe7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf31ba02222222222222222222222222222222222222222222222222222222222222222a02222222222222222222222222222222222222222222222222222222222222222';
