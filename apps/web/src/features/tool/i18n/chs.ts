// Simplified Chinese texts of the Tool page itself and its wallet generator (namespace `tool`). Chinese has no plural:
// a plural pair (`key_one`, `key_other`) has the same text twice (i18next picks the form by the rule it finds for
// 'chs', which is not a Chinese one).
import type { en } from './en.js';

export const chs: Record<keyof typeof en, string> = {
  pageTitle: '工具',
  toolsNav: '工具',
  sideWallet: '钱包',
  sideWalletLabel: '{{evm}}/{{aptos}}',
  sideTransfer: '批量转账',
  // The chain's name as Chinese pages write it, not the English tag's capitals (issue 37).
  sideTransferLabel: '{{polygon}}',
  genTitle: '批量创建钱包',
  genType: '类型',
  typeEvm: '{{evm}}',
  typeAptos: '{{aptos}}',
  evmChains: '{{evm}} 钱包适用于 ETH、BSC、{{polygon}}、Aurora、Avalanche、Fantom 和 Celo。',
  aptosChains: '用于 {{aptos}} 网络的 {{aptos}} 钱包（Ed25519）。',
  count: '钱包数量',
  countTip: '请输入小于 100 的数字',
  mnemonicOption: '全部由一个新助记词派生',
  create: '创建',
  creating: '正在创建…',
  keysWarning:
    '密钥仅在本浏览器中生成，不会发送到任何地方，也不会被保存：请立即复制或下载并妥善保管。任何人拿到私钥即可控制其中的资产。',
  colIndex: '#',
  colAddress: '地址',
  colPrivateKey: '私钥',
  copy: '复制',
  copied: '已复制',
  copyAll: '全部复制',
  copyAddressOf: '复制第 {{index}} 个地址',
  copyKeyOf: '复制第 {{index}} 个私钥',
  allWallets: '全部钱包（地址,私钥）',
  downloadCsv: '下载 {{csv}}',
  downloadJson: '下载 JSON',
  useAsRecipients: '用作收款地址',
  amountEach: '每个地址的金额',
  mnemonicTitle: '助记词（仅显示一次）',
  mnemonicWarning: '请立即抄写：它不会再次显示，并可恢复以上全部钱包。',
  generated_one: '已创建 {{count}} 个 {{type}} 钱包',
  generated_other: '已创建 {{count}} 个 {{type}} 钱包',
  safeAppAccount:
    '在 Safe{Wallet} 中：以 Safe {{address}} 付款（{{owners}} 位所有者中需 {{threshold}} 位签名）。每笔交易先提议，所有者签名并执行后才算支付。',
  keysSavedLabel: '我已保存这些私钥（已下载或复制并妥善保管）',
  keysSaveFirst: '请先保存私钥：下载或复制，或确认已保存。没有私钥，转入这些钱包的资金将无法取回。',
  clearWallets: '清除钱包',
  clearWalletsConfirm: '从页面清除这些钱包？其私钥将无法再次显示。',
  keysKept: '这些钱包会保留在本页面（从不存储），直到您清除或离开页面。',
};
