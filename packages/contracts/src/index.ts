// Public entry of @fanout/contracts: TypeChain (ethers v6) bindings and factories, ABIs, limits and deployments.
// Importing it never starts Hardhat; the local chain lives in the node-only `@fanout/contracts/chain`.
export { bulkSendAbi } from './abi/bulkSendAbi.js';
export { bulkSendV3Abi } from './abi/bulkSendV3Abi.js';
export { demoTokenAbi } from './abi/demoTokenAbi.js';
export { erc20Abi } from './abi/erc20Abi.js';
export { batchIdTagOf } from './batchId/batchIdTagOf.js';
export { bindBatchId } from './batchId/bindBatchId.js';
export { isBatchIdFor } from './batchId/isBatchIdFor.js';
export { DeployError } from './deploy/DeployError.js';
export type { BulkSendDeployment } from './deployments/BulkSendDeployment.js';
export { deployments } from './deployments/deployments.js';
export { NETWORKS } from './deployments/NETWORKS.js';
export { BULK_SEND_DEFAULT_SALT } from './deterministic/BULK_SEND_DEFAULT_SALT.js';
export type { BulkSendDeploymentParameters } from './deterministic/BulkSendDeploymentParameters.js';
export type { BulkSendDeterministicDeployment } from './deterministic/BulkSendDeterministicDeployment.js';
export { buildBulkSendDeployment } from './deterministic/buildBulkSendDeployment.js';
export { buildBulkSendV3Deployment } from './deterministic/buildBulkSendV3Deployment.js';
export {
  DETERMINISTIC_DEPLOYMENT_PROXY,
  DETERMINISTIC_DEPLOYMENT_PROXY_DEPLOYER,
  DETERMINISTIC_DEPLOYMENT_PROXY_FUNDING,
  DETERMINISTIC_DEPLOYMENT_PROXY_GAS_LIMIT,
  DETERMINISTIC_DEPLOYMENT_PROXY_GAS_PRICE,
  DETERMINISTIC_DEPLOYMENT_PROXY_TRANSACTION,
} from './deterministic/DETERMINISTIC_DEPLOYMENT_PROXY.js';
export {
  DeterministicDeploymentError,
  type DeterministicDeploymentProblem,
} from './deterministic/DeterministicDeploymentError.js';
export {
  type DeterministicDeployResult,
  deployBulkSendDeterministic,
} from './deterministic/deployBulkSendDeterministic.js';
export {
  type InstallProxyResult,
  installDeterministicDeploymentProxy,
} from './deterministic/installDeterministicDeploymentProxy.js';
export { predictBulkSendAddress } from './deterministic/predictBulkSendAddress.js';
export { predictBulkSendV3Address } from './deterministic/predictBulkSendV3Address.js';
export { type Erc1155Entries, packErc1155Entries } from './erc1155Entries/packErc1155Entries.js';
export { ContractsError, type ContractsErrorName, type ContractsErrorOptions } from './errors/ContractsError.js';
export { BULK_SEND_FEE_DIVISOR, BULK_SEND_MAX_RECIPIENTS, BULK_SEND_PACKED_AMOUNT_LIMIT } from './limits.js';
export type { ContractsMessageKey } from './messages/ContractsMessageKey.js';
export type { ContractsMessageParams } from './messages/ContractsMessageParams.js';
export { contractsMessages } from './messages/contractsMessages.js';
export type { ERC20 } from './typechain-types/@openzeppelin/contracts/token/ERC20/ERC20.js';
export type { IERC20 } from './typechain-types/@openzeppelin/contracts/token/ERC20/IERC20.js';
export type { BulkSend } from './typechain-types/contracts/BulkSend.js';
export type { DemoToken } from './typechain-types/contracts/demo/DemoToken.js';
export type { BulkSendV3 } from './typechain-types/contracts/v3/BulkSendV3.js';
export { ERC20__factory } from './typechain-types/factories/@openzeppelin/contracts/token/ERC20/ERC20__factory.js';
export { IERC20__factory } from './typechain-types/factories/@openzeppelin/contracts/token/ERC20/IERC20__factory.js';
export { BulkSend__factory } from './typechain-types/factories/contracts/BulkSend__factory.js';
export { DemoToken__factory } from './typechain-types/factories/contracts/demo/DemoToken__factory.js';
export { BulkSendV3__factory } from './typechain-types/factories/contracts/v3/BulkSendV3__factory.js';
export { BULK_SEND_LATEST_VERSION, BULK_SEND_VERSIONS, type BulkSendVersion } from './versions/BULK_SEND_VERSIONS.js';
