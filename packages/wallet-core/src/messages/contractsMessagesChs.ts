// contracts' error texts in Simplified Chinese (its English ones ship with it, in `contractsMessages`): they reach a
// member through `userMessageOf` and the site's `walletCore` namespace as `contracts_<key>`.
import type { ContractsMessageKey } from '@fanout/contracts';

export const contractsMessagesChs: Readonly<Record<ContractsMessageKey, string>> = {
  contractsError: '合约步骤失败',
  deployUnsupportedChain: 'BulkSend 只部署在链 137 或 80002 上，而不是链 {{chainId}}',
  deployLocalNode: '该网络是本地 Hardhat 节点，它有自己的合约地址',
  deployInvalidKey: '部署者密钥不是私钥',
  deployNotMined: '部署交易未被打包',
  localChainNeedsHardhat: '本地链需要 Hardhat 2：npm install --save-dev hardhat@2',
  localChainTimeout: '本地链未在 {{ms}} 毫秒内启动',
  localChainFailed: '本地链启动失败：{{error}}',
  localChainExited: '本地链在启动时停止（退出码 {{code}}）',
  deterministicInvalidOwner: 'BulkSend 的所有者须为非零地址，而不是 {{owner}}',
  deterministicInvalidSalt: '盐值须为 32 字节（0x 加 64 位十六进制数字），而不是 {{salt}}',
  deterministicNoProvider: '签名者未连接到任何网络',
  deterministicProxyMissing: '链 {{chainId}} 在 {{proxy}} 没有确定性部署代理',
  deterministicProxyInstallFailed: '无法安装确定性部署代理：{{error}}',
  deterministicDeployFailed: 'BulkSend 未在 {{address}} 创建',
};
