// Simplified Chinese texts of paying from a Safe (namespace `safe`).
import type { en } from './en.js';

export const chs: Record<keyof typeof en, string> = {
  checking: '正在链上检查 Safe……',
  safeAddress: 'Safe 地址',
  safeAddressHint: '由 Safe 支付此次转账，所有者在 Safe{Wallet} 中签名。已连接的钱包在这里只用于读取链上数据。',
  safeFound: 'Safe {{address}}：{{count}} 位所有者中需 {{threshold}} 位签名',
  safeOwnerYou: '已连接的钱包是其所有者之一。',
  safeNotOwner:
    '已连接的钱包（{{account}}）不是此 Safe 的所有者。没关系：它在这里只读取数据，由所有者在 Safe{Wallet} 中签名。',
  safeErrAddress: '这不是地址：Safe 地址为 0x 加 40 个十六进制字符。',
  safeErrNoCode: '{{chain}} 上的 {{address}} 没有合约。请检查地址和网络。',
  safeErrNotSafe: '{{chain}} 上的 {{address}} 是合约，但不是 Safe：它不响应 getOwners 和 getThreshold。',
  safeErrRead: '无法从链上读取 Safe（{{detail}}）。请重试。',
  safeRetry: '重新检查',
  safeSplit: 'Safe 文件',
  safeSplitRun: '整个转账一个文件（一笔 Safe 交易：全部执行或全部不执行）',
  safeSplitRunParts:
    '区块容得下的最少文件数：{{files}} 笔 Safe 交易（没有区块容得下整个转账；每个文件全部执行或全部不执行）',
  safeSplitChunk: '每笔交易一个文件（各自一笔 Safe 交易，顺序不限）',
  safeDownload: '下载 Safe Transaction Builder 文件',
  safeSteps:
    '在 Safe{Wallet} 中打开 Apps → Transaction Builder 并拖入文件，然后由 {{count}} 位所有者中的 {{threshold}} 位签名，再由一位执行。此文件只适用于 {{chain}} 上的这个 Safe：由它执行两次也不会重复付款（链会拒绝其批次 ID）；导入其他 Safe 或在其他网络上执行时，BulkSend 会以“批次 ID 不属于此发送方”拒绝，不会付给任何人。',
  safeStepsV2:
    '在 Safe{Wallet} 中打开 Apps → Transaction Builder 并拖入文件，然后由 {{count}} 位所有者中的 {{threshold}} 位签名，再由一位执行。由这个 Safe 在 {{chain}} 上执行两次也不会重复付款（链会拒绝其批次 ID）。此网络的 BulkSend（v2）无法区分不同的 Safe：请只导入这个 Safe，其他 Safe 或在其他网络上执行同一文件会再次付给所有人。',
  safeDownloaded: '已下载：{{files}}。',
  safeFollow: 'Safe 执行后，此页面（或任何所有者在任何设备上打开相同的 Safe 和列表）会显示此转账已支付。',
  safeFileTitle: '{{fanout}} 付款：{{recipients}}{{label}}',
  safeFileTitlePart: '{{fanout}} 付款：{{recipients}}{{label}}，共 {{count}} 笔交易中的第 {{chunks}} 笔',
  safeFileDescription:
    '仅供链 {{chainId}} 上的 Safe {{safe}} 使用的 BulkSend 批次，每批只付一次（链会拒绝重复、其他 Safe 和其他链）：{{batches}}',
  safeFileDescriptionV2: 'BulkSend 批次，由这个 Safe 在这条链上每批只付一次（链会拒绝重复）：{{batches}}',
  safeCheckChain: '在链上查询 Safe 的付款',
  safeAgainNote_one:
    '文件丢失，或所有者一直未执行？请重新下载。这样做是安全的：新文件带有相同的批次 ID，Safe 先执行的那一个付款，链会拒绝另一个。',
  safeAgainNote_other:
    '文件丢失，或所有者一直未执行？请重新下载这 {{count}} 笔交易。这样做是安全的：新文件带有相同的批次 ID，Safe 先执行的那一个付款，链会拒绝另一个。',
  safeDownloadAgain: '重新下载',
};
