// Every user-facing text of wallet-core, in English and Simplified Chinese (the seed's meaning, written correctly), as
// i18next resources: an app with i18next adds `en` and `chs` as one namespace; `userMessageOf` reads the same texts.
// Placeholders are i18next's `{{name}}`; wallet names are placeholders too, filled from WALLET_CORE_PROPER_NOUNS.
// batch-core's and contracts' error texts join as `batchCore_<key>` and `contracts_<key>`: English from each package's
// own catalogue, Chinese from this package (those errors reach a member through `userMessageOf`).
import { batchCoreMessages } from '@fanout/batch-core';
import { contractsMessages } from '@fanout/contracts';
import { batchCoreMessagesChs } from './batchCoreMessagesChs.js';
import { contractsMessagesChs } from './contractsMessagesChs.js';
import type { Lang } from './Lang.js';
import { prefixKeys } from './prefixKeys.js';

export const walletCoreMessages = {
  en: {
    ...prefixKeys('batchCore_', batchCoreMessages.en),
    ...prefixKeys('contracts_', contractsMessages.en),
    walletNotConnected: 'Wallet not connected',
    walletConnected: 'Wallet is connected',
    pleaseLoginFirst: 'Please sign in first',
    serverError: 'Server error: please contact customer service (err502)',
    parameterError: 'Parameter error',
    invalidWalletCount: 'The number of wallets must be a whole number from 1 to {{max}}, not {{count}}',
    connectionFailed: 'Connection failed',
    networkError: 'Network error',
    signatureFailed: 'Signature failed',
    modifyNetworkTo: 'Switch your wallet to {{network}}',
    unknownNetwork: 'unknown network',
    walletNotFound:
      "No wallet found: open this page in your wallet app's browser, or install a browser wallet such as {{metaMask}} and reload the page",
    metaMaskEnableError: '{{metaMask}} gave no account: unlock it and try again',
    naboxWalletError: '{{nabox}} Wallet gave no account: unlock it and try again',
    clvWalletError: '{{clv}} Wallet gave no account: unlock it and try again',
    userRejected: 'You rejected the request in your wallet',
    invalidSignature: 'Invalid signature',
    noSecureRandom: 'This browser has no secure random source, so no keys were made',
    walletCountTip: 'Please enter a number from 1 to 99',
    transferSuccess: 'Sent. Transaction: ',
    bulkSendReason_recipientReverted: 'Line {{line}} ({{address}}): this recipient refuses payments',
    bulkSendReason_tokenRefused: 'Line {{line}} ({{address}}): the token refuses the transfer to this address',
    bulkSendReason_feeOnTransfer: 'This token keeps a fee on each transfer, so it cannot be sent in a batch',
    bulkSendReason_tokenMisbehaves: 'This token moved another amount than asked, so it cannot be sent in a batch',
    bulkSendReason_balanceShort: 'Your balance is too low for this chunk (amounts, fee and gas)',
    bulkSendReason_allowanceShort: 'The approval is lower than this chunk needs',
    bulkSendReason_notAToken: 'There is no token at this address',
    bulkSendReason_alreadySent: 'This chunk was already paid',
    bulkSendReason_zeroAddress: 'Line {{line}}: the zero address cannot receive',
    bulkSendReason_other: 'This chunk would fail ({{error}})',
    bulkSendReason_decimalsMismatch: 'The amounts were read with other decimals than this token has',
    bulkSendWrongChain: 'Your wallet is on another network than this payment',
    bulkSendWrongAccount: 'Your wallet is connected with another account than the one paying',
    bulkSendRunLocked: 'This payment is being sent from another window',
    bulkSendRunLockedByProcess: 'This payment is being sent by another process (pid {{pid}})',
    bulkSendReaderWrongChain:
      'The network connection reads another network than this payment ({{actual}} instead of {{expected}})',
    bulkSendReaderOtherGenesis:
      'This network was restarted or reset since this payment was stored, so its record is not used',
    bulkSendRunClosed: 'This payment was closed and is not sent again',
    bulkSendInvalidRun: 'This payment list cannot be sent: check it and try again',
    bulkSendInvalidRunLine: 'Line {{line}} of the list cannot be sent: check it and try again',
    bulkSendRunNotFound: 'This payment is not stored in this browser (or was removed)',
    noApiConfigured: 'This needs the server, and none is set up here',
    notAToken: 'There is no token contract at {{address}}, so nothing was approved',
    bulkSendChunkReorged: 'A reorganisation of the chain dropped transaction {{chunk}}; it can be sent again safely',
    bulkSendOutcomeUnknown: 'The wallet reported an error after sending; checking the chain before anything else',
    bulkSendChunkReverted: 'The chunk failed on chain; nothing was paid',
    bulkSendHistoryUnreadable:
      'Your past payments could not be read from the chain, so nothing was checked against them ({{error}})',
    bulkSendHistoryPartial:
      'Your past payments could be read only back to block {{oldestReadBlock}}, not to block {{fromBlock}}: payments before it were not checked ({{error}})',
    bulkSendHistoryTransactionsUnreadable:
      'Some of your past payments could not be read from the chain, so their recipients were not checked ({{error}})',
    bulkSendHistoryHidden:
      'The chain’s node (RPC) left out some of your past payments: BulkSend counts {{counted}} batches of yours in the blocks read, the node returned {{found}}. Payments it hides were not checked',
    safeFileInvalid: 'The Safe transaction file cannot be made: {{field}} is not valid ({{value}})',
    safeQueueUnreadable:
      'The Safe’s queue could not be read from the Safe Transaction Service ({{error}}), so nothing was proposed: proposals made elsewhere could pay these recipients too. Try again',
    safeQueueHoldsLines:
      'The Safe’s queue already holds {{count}} proposed transaction(s) paying lines of this list (Safe nonce: lines): {{proposals}}. If the owners execute them, proposing now pays those recipients twice. Execute or reject them in Safe{Wallet} first; nothing was proposed',
    safeAppRejected: 'The Safe transaction was rejected in Safe{Wallet}: nothing was proposed',
    safeAppTimeout: 'Safe{Wallet} did not answer ({{method}}); look in its transaction queue before proposing again',
    safeAppFailed: 'Safe{Wallet} could not do the request ({{method}})',
    safeAppVersion:
      'Safe{Wallet} answered {{method}} in protocol version “{{version}}”, which this app does not speak (it needs 1.0.0 or later): nothing was done',
    transactionReverted: 'Transaction {{hash}} failed on chain',
    receiptTimeout:
      'Transaction {{hash}} is not mined yet after {{seconds}} s; check it in the explorer before trying again',
    bulkSendReason_wrongStandard: 'This contract does not report the chosen token standard (ERC-165)',
    bulkSendReason_notApproved: 'BulkSend is not approved to move your tokens of this collection yet',
    bulkSendReason_notOwned: 'Line {{line}} ({{address}}): you do not hold this token id',
    bulkSendReason_duplicateTokenId: 'Line {{line}} ({{address}}): this token id is already sent on an earlier line',
    bulkSendReason_zeroAmount: 'Line {{line}} ({{address}}): the amount is zero',
    bulkSendTokensNotHeld: 'You do not hold the tokens of lines {{lines}}',
    bulkSendApprovalFailed: 'The wallet could not send the approval; nothing was approved or paid',
    bulkSendApprovalReverted: 'The approval {{hash}} failed on chain; nothing was approved or paid',
    bulkSendChunkReplaced:
      'Transaction {{chunk}} was replaced or dropped before it was mined; nothing of it was paid, and it can be sent again safely',
    bulkSendChunkNotMined:
      'Transaction {{chunk}} is not mined yet; it is followed until the chain has it, and nothing is asked again',
    bulkSendWalletFailed: 'The wallet failed to send transaction {{chunk}}; it is not paid',
    bulkSendSafeSendsNothingAlone: 'A Safe pays through proposed Safe transactions, not one transaction at a time',
    bulkSendCannotPropose: 'This wallet cannot propose Safe transactions',
    bulkSendBatchIdNotForSender:
      'Transaction {{chunk}} of this payment was made for another sender or network than {{sender}} on chain {{chainId}}, so BulkSend would refuse it: nothing was signed',
    // EIP-5792 bundles (wallet_sendCalls)
    bulkSendCallsFailed:
      'The wallet’s bundle failed (status {{status}}): nothing in it was paid, and it can be sent again safely',
    bulkSendBundlesRefused:
      'Your wallet will not send these transactions as one bundle (“{{reason}}”). Nothing was sent: they now go one at a time, each with its own confirmation',
    // ENS names (resolved on Ethereum mainnet for the chain paid)
    ensNameInvalid: '“{{name}}” is not a valid ENS name',
    ensNoResolver: 'The ENS name {{name}} does not exist or has no records',
    ensNoEthAddress: 'The ENS name {{name}} has no Ethereum address',
    ensNoChainAddress:
      'The ENS name {{name}} has no address for chain {{chainId}}; its Ethereum address is not used on other chains',
    ensReadFailed: 'ENS names could not be read from Ethereum: check the Ethereum RPC and try again',
    ensWrongL1Chain: 'The Ethereum RPC for ENS names is on chain {{actual}}, not Ethereum (chain 1)',
  },
  chs: {
    ...prefixKeys('batchCore_', batchCoreMessagesChs),
    ...prefixKeys('contracts_', contractsMessagesChs),
    walletNotConnected: '钱包未连接',
    walletConnected: '钱包已连接',
    pleaseLoginFirst: '请先登录',
    serverError: '服务器错误，请联系客服（err502）',
    parameterError: '参数错误',
    invalidWalletCount: '钱包数量须为 1 到 {{max}} 之间的整数，而不是 {{count}}',
    connectionFailed: '连接失败',
    networkError: '网络错误',
    signatureFailed: '签名失败',
    modifyNetworkTo: '请将钱包切换到 {{network}}',
    unknownNetwork: '未知网络',
    walletNotFound: '未找到钱包：请在钱包应用的内置浏览器中打开本页，或安装 {{metaMask}} 等浏览器钱包后刷新页面',
    metaMaskEnableError: '{{metaMask}} 未返回账户：请解锁后重试',
    naboxWalletError: '{{nabox}} 钱包未返回账户：请解锁后重试',
    clvWalletError: '{{clv}} 钱包未返回账户：请解锁后重试',
    userRejected: '您已在钱包中拒绝了该请求',
    invalidSignature: '签名无效',
    noSecureRandom: '此浏览器没有安全的随机数来源，未生成任何密钥',
    walletCountTip: '请输入 1 到 99 之间的数字',
    transferSuccess: '已发送。交易：',
    bulkSendReason_recipientReverted: '第 {{line}} 行（{{address}}）：该收款地址拒绝接收',
    bulkSendReason_tokenRefused: '第 {{line}} 行（{{address}}）：代币拒绝向该地址转账',
    bulkSendReason_feeOnTransfer: '该代币每次转账都会扣费，无法批量发送',
    bulkSendReason_tokenMisbehaves: '该代币实际转移的数量与请求不符，无法批量发送',
    bulkSendReason_balanceShort: '余额不足以支付此批次（金额、手续费和 Gas）',
    bulkSendReason_allowanceShort: '授权额度低于此批次所需',
    bulkSendReason_notAToken: '该地址上没有代币合约',
    bulkSendReason_alreadySent: '此批次已支付',
    bulkSendReason_zeroAddress: '第 {{line}} 行：零地址不能收款',
    bulkSendReason_other: '此批次将会失败（{{error}}）',
    bulkSendReason_decimalsMismatch: '金额使用的小数位数与该代币不符',
    bulkSendWrongChain: '钱包所在网络与此付款的网络不同',
    bulkSendWrongAccount: '钱包连接的账户不是付款账户',
    bulkSendRunLocked: '此付款正在另一个窗口中发送',
    bulkSendRunLockedByProcess: '此付款正在由另一个进程（pid {{pid}}）发送',
    bulkSendReaderWrongChain: '网络连接读取的网络与此付款不同（{{actual}}，而非 {{expected}}）',
    bulkSendReaderOtherGenesis: '保存此付款后该网络已重启或重置，因此不使用其记录',
    bulkSendRunClosed: '此付款已关闭，不会再次发送',
    bulkSendInvalidRun: '此付款列表无法发送：请检查后重试',
    bulkSendInvalidRunLine: '列表第 {{line}} 行无法发送：请检查后重试',
    bulkSendRunNotFound: '此浏览器中没有保存此付款（或已被删除）',
    noApiConfigured: '此操作需要服务器，但这里没有配置服务器',
    notAToken: '{{address}} 上没有代币合约，因此未进行任何授权',
    bulkSendChunkReorged: '链重组丢弃了第 {{chunk}} 笔交易；可以安全地重新发送',
    bulkSendOutcomeUnknown: '钱包在发送后报错；先查询链上状态，不会重复发送',
    bulkSendChunkReverted: '此批次在链上失败，未支付任何款项',
    bulkSendHistoryUnreadable: '无法从链上读取您过去的付款，因此未能核对（{{error}}）',
    bulkSendHistoryPartial:
      '您过去的付款只能读取到区块 {{oldestReadBlock}}，无法读取到区块 {{fromBlock}}：更早的付款未经核对（{{error}}）',
    bulkSendHistoryTransactionsUnreadable: '无法从链上读取您过去的部分付款，因此未核对其收款人（{{error}}）',
    bulkSendHistoryHidden:
      '链的节点（RPC）漏掉了您过去的部分付款：BulkSend 在所读区块中记有您的 {{counted}} 个批次，节点只返回了 {{found}} 个。被隐藏的付款未经核对',
    safeFileInvalid: '无法生成 Safe 交易文件：{{field}} 无效（{{value}}）',
    safeQueueUnreadable:
      '无法从 Safe 交易服务读取 Safe 的队列（{{error}}），因此未提议任何交易：在别处提议的交易也可能支付这些收款人。请重试',
    safeQueueHoldsLines:
      'Safe 的队列中已有 {{count}} 笔提议的交易会支付此列表中的行（Safe nonce：行）：{{proposals}}。若所有者执行它们，现在提议会重复支付这些收款人。请先在 Safe{Wallet} 中执行或拒绝它们；未提议任何交易',
    safeAppRejected: '已在 Safe{Wallet} 中拒绝该 Safe 交易：未提议任何交易',
    safeAppTimeout: 'Safe{Wallet} 未响应（{{method}}）；再次提议前请查看其交易队列',
    safeAppFailed: 'Safe{Wallet} 无法完成该请求（{{method}}）',
    safeAppVersion:
      'Safe{Wallet} 以协议版本“{{version}}”回复了 {{method}}，本应用不支持该版本（需要 1.0.0 或更高）：未执行任何操作',
    transactionReverted: '交易 {{hash}} 在链上执行失败',
    receiptTimeout: '交易 {{hash}} 在 {{seconds}} 秒后仍未上链；请先在区块浏览器中查看，再决定是否重试',
    bulkSendReason_wrongStandard: '该合约未通过 ERC-165 声明所选的代币标准',
    bulkSendReason_notApproved: 'BulkSend 尚未获授权转移您在该合集中的代币',
    bulkSendReason_notOwned: '第 {{line}} 行（{{address}}）：您不持有该代币 ID',
    bulkSendReason_duplicateTokenId: '第 {{line}} 行（{{address}}）：该代币 ID 已在前面的行中发送',
    bulkSendReason_zeroAmount: '第 {{line}} 行（{{address}}）：数量为零',
    bulkSendTokensNotHeld: '您不持有第 {{lines}} 行的代币',
    // EIP-5792 bundles (wallet_sendCalls)
    bulkSendApprovalFailed: '钱包未能发送授权交易：没有授权，也没有支付任何款项',
    bulkSendApprovalReverted: '授权交易 {{hash}} 在链上失败：没有授权，也没有支付任何款项',
    bulkSendChunkReplaced: '第 {{chunk}} 笔交易在上链前被替换或丢弃：其中没有任何款项被支付，可以安全地重新发送',
    bulkSendChunkNotMined: '第 {{chunk}} 笔交易尚未上链：会持续跟踪直到链上确认，不会再次请求签名',
    bulkSendWalletFailed: '钱包未能发送第 {{chunk}} 笔交易：该笔未支付',
    bulkSendSafeSendsNothingAlone: 'Safe 通过提议的 Safe 交易付款，而不是逐笔发送交易',
    bulkSendCannotPropose: '此钱包无法提议 Safe 交易',
    bulkSendBatchIdNotForSender:
      '此付款的第 {{chunk}} 笔交易是为其他发送方或网络而建的，不属于链 {{chainId}} 上的 {{sender}}，BulkSend 会拒绝它：未签署任何内容',
    bulkSendCallsFailed: '钱包的批量调用失败（状态 {{status}}）：其中没有任何款项被支付，可以安全地重新发送',
    bulkSendBundlesRefused:
      '您的钱包不接受将这些交易作为一个批次发送（“{{reason}}”）。尚未发送任何内容：这些交易将逐笔发送，每笔都需要单独确认',
    ensNameInvalid: '“{{name}}”不是有效的 ENS 名称',
    ensNoResolver: 'ENS 名称 {{name}} 不存在或没有任何记录',
    ensNoEthAddress: 'ENS 名称 {{name}} 没有以太坊地址',
    ensNoChainAddress: 'ENS 名称 {{name}} 没有链 {{chainId}} 的地址；其以太坊地址不会用于其他链',
    ensReadFailed: '无法从以太坊读取 ENS 名称：请检查以太坊 RPC 后重试',
    ensWrongL1Chain: '用于 ENS 名称的以太坊 RPC 连接的是链 {{actual}}，而不是以太坊（链 1）',
  },
} as const satisfies Record<Lang, Record<string, string>>;
