// Public entry of @fanout/contracts: TypeChain (ethers v6) bindings and factories, ABIs, limits and deployments.
// Importing it never starts Hardhat; the local chain lives in the node-only `@fanout/contracts/chain`.
export { bulkSendAbi } from './abi/bulkSendAbi.js';
export { demoTokenAbi } from './abi/demoTokenAbi.js';
export { erc20Abi } from './abi/erc20Abi.js';
export type { BulkSendDeployment } from './deployments/BulkSendDeployment.js';
export { deployments } from './deployments/deployments.js';
export { NETWORKS } from './deployments/NETWORKS.js';
export { BULK_SEND_FEE_DIVISOR, BULK_SEND_MAX_RECIPIENTS } from './limits.js';
export type { ERC20 } from './typechain-types/@openzeppelin/contracts/token/ERC20/ERC20.js';
export type { IERC20 } from './typechain-types/@openzeppelin/contracts/token/ERC20/IERC20.js';
export type { BulkSend } from './typechain-types/contracts/BulkSend.js';
export type { DemoToken } from './typechain-types/contracts/demo/DemoToken.js';
export { ERC20__factory } from './typechain-types/factories/@openzeppelin/contracts/token/ERC20/ERC20__factory.js';
export { IERC20__factory } from './typechain-types/factories/@openzeppelin/contracts/token/ERC20/IERC20__factory.js';
export { BulkSend__factory } from './typechain-types/factories/contracts/BulkSend__factory.js';
export { DemoToken__factory } from './typechain-types/factories/contracts/demo/DemoToken__factory.js';
