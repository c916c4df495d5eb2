// English texts of the batch transfer (i18next namespace `transfer`: transfer/, chains/ and the Safe parts that the
// transfer chunk shows), registered when that chunk loads (transferText), so the Tool's first paint, the wallet
// generator, carries none of them (issue 28). A text that names a count comes as `key_one` and `key_other` (i18next
// plurals, called as t('key', { count })); Chinese has one form.
export const en = {
  transferTitle: 'Transfer in batches',
  payToken: 'Pay token',
  customToken: 'Other token (contract address)',
  tokenAddress: 'Token contract address',
  tokenAddressHint:
    'Paste an ERC-20, ERC-721 or ERC-1155 contract address (0x…); it is looked up once it has 32 characters or more.',
  tokenLooking: 'Looking up the token…',
  tokenNotFound: 'No token found at this address on this network.',
  tokenInfo: '{{symbol}} · {{decimals}} decimals · your balance {{balance}}',
  recipients: 'Recipients',
  recipientsHint: 'One per line: address,amount (comma, semicolon, tab or space). A header line is skipped.',
  pickFile: 'Choose a {{csv}} file',
  dropHint: 'You can also drop a {{csv}} file on the list.',
  clear: 'Clear',
  previewTitle: 'Preview',
  checking_one: 'Checking {{count}} line…',
  checking_other: 'Checking {{count}} lines…',
  recipientCount: 'Recipients',
  total: 'Total',
  yourBalance: 'Your balance',
  transactions: 'Transactions',
  transactionCount_one: '{{count}} transaction',
  transactionCount_other: '{{count}} transactions',
  /** `recipients` of summaryText, unfinishedRun and historyRun: `shown` is the grouped number. */
  recipientsCounted_one: '{{shown}} recipient',
  recipientsCounted_other: '{{shown}} recipients',
  chunkNote: 'More than 255 recipients are sent in several transactions of at most 255.',
  insufficientBalance: 'Your balance ({{balance}} {{symbol}}) is less than the total.',
  errorsTitle_one: '{{count}} line needs fixing before sending',
  errorsTitle_other: '{{count}} lines need fixing before sending',
  warningsTitle: 'Check these lines',
  lineIssue: 'Line {{line}}',
  /** Between lineIssue and the reason (full-width in Chinese). */
  lineIssueColon: ': ',
  moreIssues: '…and {{count}} more',
  mergeDuplicates: 'Merge duplicates (add their amounts)',
  code_INVALID_ADDRESS: 'Not a valid address ({{value}})',
  code_BAD_CHECKSUM: 'Address checksum is wrong: a character was mistyped',
  code_ZERO_ADDRESS: 'The zero address cannot receive',
  code_PRECOMPILE_ADDRESS: 'A precompile, not a wallet: nothing sent there can be moved again ({{value}})',
  code_BURN_ADDRESS: 'A burn address: nothing sent there can be moved again ({{value}})',
  code_TOKEN_CONTRACT: "The token's own contract: what is sent there is stuck ({{value}})",
  code_BULKSEND_CONTRACT: 'The BulkSend contract: what is sent there is stuck ({{value}})',
  code_SENDER_ADDRESS: 'Your own wallet: the NFT would not move ({{value}})',
  code_ENS_NAME_UNRESOLVED: 'An ENS name: it needs resolving to an address first ({{value}})',
  code_INVALID_ENS_NAME: 'Not a valid ENS name ({{value}})',
  code_ENS_NAME_NO_ADDRESS: 'This ENS name has no address on this chain ({{value}})',
  code_ENS_NOT_CONFIGURED: 'An ENS name, but ENS is not configured on this site: write the address instead ({{value}})',
  code_ENS_NO_RESOLVER: 'No such ENS name: not registered, or no resolver ({{value}})',
  code_ENS_NO_CHAIN_ADDRESS:
    'This ENS name has no address for {{chain}}; its Ethereum address is not used on other chains ({{value}})',
  code_ENS_READ_FAILED: 'This ENS name could not be read on Ethereum; read the names again ({{value}})',
  code_MISSING_AMOUNT: 'Amount is missing',
  code_INVALID_AMOUNT: 'Not a valid amount ({{value}})',
  code_AMOUNT_NEGATIVE: 'Amount cannot be negative',
  code_AMOUNT_ZERO: 'Amount must be more than 0',
  code_AMOUNT_EXPONENT: 'Write the amount without an exponent ({{value}})',
  code_AMOUNT_SEPARATOR: 'Write the amount without grouping or a decimal comma ({{value}})',
  code_TOO_MANY_DECIMALS: 'Too many decimals for this token ({{value}})',
  code_TOO_MANY_DIGITS: 'Amount has too many digits',
  code_AMOUNT_TOO_LARGE: 'Amount is too large',
  code_UNEXPECTED_FIELD: 'Unexpected extra column ({{value}})',
  code_MALFORMED_QUOTE: 'Unclosed or misplaced quote',
  code_DUPLICATE_ADDRESS: 'Same recipient as line {{other}}',
  code_TOO_MANY_RECIPIENTS: 'Too many recipients',
  code_TOTAL_TOO_LARGE: 'The total is too large',
  code_LOOK_ALIKE: 'Looks like line {{other}} (same first and last characters): make sure it is not a poisoned address',
  code_HEADER_SKIPPED: 'Read as a header and skipped',
  code_MISSING_TOKEN_ID: 'Token ID is missing',
  code_INVALID_TOKEN_ID: 'Token ID must be a whole number ({{value}})',
  code_TOKEN_ID_NEGATIVE: 'Token ID cannot be negative',
  code_TOKEN_ID_EXPONENT: 'Token ID is in scientific notation: format the column as text and export again',
  code_TOKEN_ID_TOO_LARGE: 'Token ID is too large',
  code_AMOUNT_NOT_INTEGER: 'Amount must be a whole number ({{value}})',
  code_ERC721_AMOUNT: 'An ERC-721 token is sent once: the amount must be 1',
  code_DUPLICATE_TOKEN_ID: 'Same token ID as line {{other}}',
  code_DUPLICATE_TRANSFER: 'Same recipient and token ID as line {{other}}',
  // A Safe CSV Airdrop file (token_type,token_address,receiver,amount,id), read as the run's list (issue 29).
  code_SAFE_MIXED_TOKENS: 'This file names {{tokens}} tokens: one token per run. Split it into one file per token',
  code_SAFE_TOKEN_LINES: '{{type}} {{token}} on lines {{lines}}',
  code_SAFE_OTHER_TOKEN: 'The file is for {{token}}, not the token selected above',
  code_SAFE_TYPE_MISMATCH: 'The file says {{type}}, but the token is {{standard}}',
  code_UNKNOWN_TOKEN_TYPE: 'Unknown token_type ({{value}}): erc20, native, erc721, erc1155 or nft',
  code_TOKEN_TYPE_CONFLICT: 'The token is {{otherType}} on line {{other}} and {{tokenType}} here',
  code_MISSING_TOKEN_ADDRESS: 'token_address is missing',
  code_UNEXPECTED_TOKEN_ADDRESS: 'A native line has no token_address',
  code_MISSING_RECEIVER: 'receiver is missing',
  code_ENS_NAME: '{{value}} is a name: write the 0x address (names are not looked up)',
  code_CHAIN_PREFIX: 'The receiver is for chain {{prefix}}',
  code_UNEXPECTED_TOKEN_ID: 'An erc20 or native line has no id',
  code_MISSING_DECIMALS: 'The token’s decimals are not known',
  code_MISSING_HEADER: 'The first line must name the columns: token_type,token_address,receiver,amount,id',
  code_UNKNOWN_COLUMN: 'Unknown column ({{value}})',
  code_DUPLICATE_COLUMN: 'The column {{value}} is named twice',
  code_MISSING_COLUMN: 'The header has no {{name}} column',
  code_MIXED_ASSETS: 'The file names several assets',
  /** The chain-as-ledger check of an NFT run: the ids of the lines already paid (`ids`: nftPaidId joined). */
  nftPaidIds: 'Already sent: {{ids}}',
  nftPaidId: 'ID {{tokenId}} (line {{line}})',
  nftInfo: '{{standard}} collection {{name}} ({{symbol}})',
  nftInfoUnnamed: '{{standard}} collection (it names itself nowhere on the chain)',
  nftListHint721: 'One recipient per line: {{format}}',
  nftListHint1155: 'One transfer per line: {{format}}',
  nftTokenCount: 'Tokens to send',
  approveForAll:
    'Approval for the whole collection (setApprovalForAll), once: the gas and fee of every transaction are then shown before any of them is signed.',
  approveForAllButton: 'Approve the collection {{symbol}}',
  notHeldTitle_one: '{{count}} line sends a token you do not hold',
  notHeldTitle_other: '{{count}} lines send tokens you do not hold',
  notHeldLine: 'Line {{line}}: token ID {{tokenId}}, amount {{amount}}, you hold {{held}}',
  cannotReceiveTitle_one: '{{count}} line pays a contract that cannot receive this token: nothing can be signed',
  cannotReceiveTitle_other: '{{count}} lines pay contracts that cannot receive this token: nothing can be signed',
  cannotReceiveLine: 'Line {{line}}: token ID {{tokenId}} to {{address}}, a contract that refuses it',
  revokeOffer:
    'BulkSend may still move every token of {{symbol}} from your wallet. Revoke the approval when you are done.',
  revokeButton: 'Revoke the approval',
  revoking: 'Revoking…',
  revoked: 'Approval revoked: BulkSend can no longer move your {{symbol}} tokens.',
  costTitle: 'Before sending',
  gasEstimate: 'Gas estimate',
  gasPrice: 'Gas price',
  serviceFee: 'Service fee',
  totalCost: 'Total cost',
  allowance: 'Allowance to approve: {{amount}}.',
  // The allowance, then what to do first (two sentences: a space between them in English, none in Chinese).
  allowanceThenApprove: '{{allowance}} {{approveFirst}}',
  noApproval: 'No approval needed',
  feeAfterApproval: 'Approve first: the gas and fee of every transaction are then shown before any of them is signed.',
  estimate: 'Estimate cost',
  estimating: 'Estimating…',
  send: 'Send',
  sending: 'Sending…',
  propose: 'Propose in Safe{Wallet}',
  proposing: 'Proposing…',
  connectFirst: 'Connect your wallet to send.',
  resume_one: 'Resume: send the remaining transaction',
  resume_other: 'Resume: send the remaining {{count}} transactions',
  success: 'Success!, txId: ',
  viewOnExplorer: 'View on {{polygonscan}}',
  errFunds: 'Insufficient funds for this transfer and its gas.',
  errContract: 'The contract refused the transfer: {{reason}}',
  reason_FeeTooLow: 'the fee attached is too low (gas price changed); try again',
  reason_InsufficientValue: 'the amount sent does not cover the recipient on line {{index}}',
  reason_TokenTransferFailed: 'the token refused the transfer to the recipient on line {{index}}',
  reason_TokenPullFailed: 'the token could not be taken from your wallet (balance or allowance too low)',
  reason_FeeOnTransferToken: 'tokens that charge a fee on transfer are not supported',
  reason_NativeTransferFailed: 'the recipient on line {{index}} refused the coins',
  reason_RecipientCountOutOfRange: 'between 1 and 255 recipients per transaction',
  reason_TokenHasNoCode: 'the token address is not a contract',
  reason_BatchAlreadySent: 'this batch was already paid from this account',
  reason_BatchIdNotForSender:
    'this batch was made for another account or another network, so BulkSend refuses it (its batch id is not this account’s on this network)',
  reason_ZeroAddressRecipient: 'the recipient on line {{index}} is the zero address',
  errDetails: 'Details',
  errNetwork: 'Your wallet could not reach the network. Nothing more was sent; check your connection and try again.',
  errEstimate:
    'The cost could not be estimated, so nothing was sent. Check the list, your balance and your network, then try again.',
  errUnknown:
    'Your wallet reported a problem and nothing more was sent. Try again; the details below say what the wallet answered.',
  listLocked: 'The list cannot be edited while it is being sent.',
  columnsRead: 'Read by its header: addresses from “{{address}}”, amounts from “{{amount}}”.',
  removeInvalid: 'Remove invalid lines',
  summaryTitle: 'Sent',
  summaryText_one: 'Paid {{total}} {{symbol}} to {{recipients}} in {{count}} transaction.',
  summaryText_other: 'Paid {{total}} {{symbol}} to {{recipients}} in {{count}} transactions.',
  colTransaction: 'Transaction',
  colLines: 'Lines',
  lineRange: '{{first}}–{{last}}',
  approveButton: 'Approve {{amount}} {{symbol}}',
  approvingShort: 'Approving…',
  checkThenSend: 'Check the figures above, then press Send to sign the first transaction.',
  noWalletTitle: 'No wallet was found in this browser.',
  noWalletHelp:
    'On a phone, open this page in your wallet app’s browser ({{metaMask}}, {{trustWallet}}, {{okx}}: Browser tab) at {{url}}. On a computer, install a wallet extension such as {{metaMask}} and reload.',
  connectWallet: 'Connect wallet',
  connectingWallet: 'Waiting for your wallet…',
  errEngine: '{{reason}}.',
  errEngineAdvice: '{{reason}}. {{advice}}',
  simFailed: '{{stopped}}. {{reason}}.',
  simFailedAdvice: '{{stopped}}. {{reason}}. {{advice}}',
  adviceFixLine: 'Remove or fix that line, then send again.',
  adviceRemoveLine: 'Remove that line, then send again.',
  adviceApproveAgain: 'Approve again, then send.',
  adviceSeeDetails: 'See the details.',
  adviceFinishThere: 'Finish it there.',
  adviceWaitForChain: 'Nothing is sent twice: resume once the transaction shows up.',
  adviceCheckList: 'Check the list and try again.',
  errContractNamed: 'The contract refused the transfer ({{name}}). Nothing more was sent.',
  errPaidMeanwhile:
    'Nothing was signed: checked again right before signing, the chain shows payments made since the last check (in another tab or on another device) to recipients of this list. They are named above; paying them again takes your explicit yes.',
  errRecheckUnread:
    'Nothing was signed: the chain could not be read again right before signing, so payments made since the last check are unknown. Try again in a moment.',
  errEnsChanged:
    'Nothing was signed: read again right before signing, ENS names of this list give other addresses now than the ones frozen into the run. They are named above with both addresses; sending again pays the frozen ones.',
  networkCost: 'Network cost',
  gasBeforeApproval: '(before approval)',
  // A gas figure and its note: a space before the bracket in English, none before the full-width one in Chinese.
  gasWithNote: '{{gas}} {{note}}',
  gasPriceWithMax: '{{price}} (at most {{max}})',
  gasUsed: 'Gas used',
  labelShown: 'Payment label: {{label}}',
  exportCsv: 'Receipts ({{csv}})',
  exportJson: 'Receipts (JSON)',
  progressLabel_one: '{{paid}} of {{count}} transaction paid',
  progressLabel_other: '{{paid}} of {{count}} transactions paid',
  chunk_paid: 'Transaction {{index}} (lines {{first}}–{{last}}): paid',
  chunk_pending: 'Transaction {{index}} (lines {{first}}–{{last}}): to send',
  chunk_signing: 'Transaction {{index}} (lines {{first}}–{{last}}): waiting for your wallet',
  chunk_waiting: 'Transaction {{index}} (lines {{first}}–{{last}}): sent, waiting for the chain',
  chunk_proposing: 'Transaction {{index}} (lines {{first}}–{{last}}): waiting for Safe{Wallet}',
  chunk_proposed: 'Transaction {{index}} (lines {{first}}–{{last}}): Proposed: sign and execute in Safe{Wallet}',
  chunk_filing: 'Transaction {{index}} (lines {{first}}–{{last}}): making the file',
  chunk_filed:
    'Transaction {{index}} (lines {{first}}–{{last}}): in the downloaded file: import it in Safe{Wallet}, sign and execute',
  unfinishedTitle: 'Unfinished transfers',
  unfinishedRun_one: '{{symbol}} to {{recipients}}, started {{when}}: {{paid}} of {{count}} transaction paid.',
  unfinishedRun_other: '{{symbol}} to {{recipients}}, started {{when}}: {{paid}} of {{count}} transactions paid.',
  resumeRun: 'Resume',
  resumeOtherChain: 'Your wallet is on another network: switch it to {{chain}} to resume.',
  alreadyPaidAll:
    'This list was already paid in full from this account. To pay it again on purpose, give the new payment a label.',
  alreadyPaidSome_one:
    'Part of this list was already paid from this account: transaction {{chunks}}. Only the rest is sent.',
  alreadyPaidSome_other:
    'Part of this list was already paid from this account: transactions {{chunks}}. Only the rest is sent.',
  paymentLabel: 'Payment label (to pay the same list again on purpose)',
  paymentLabelExample: 'e.g. December payroll',
  paymentLabelHint: 'A label makes this a new payment of the same list; it is printed on its receipts.',
  historyTitle: 'Your transfers in this browser ({{count}})',
  historyRun_one: '{{when}} · {{symbol}} to {{recipients}} · {{paid}} of {{count}} transaction paid',
  historyRun_other: '{{when}} · {{symbol}} to {{recipients}} · {{paid}} of {{count}} transactions paid',
  statusFinished: 'finished',
  statusOpen: 'not finished',
  bulkSendNone:
    'Sending is not available on {{chain}}: the operator has not set a fee owner, so BulkSend has no address on this chain.',
  bulkSendMissingTitle: 'BulkSend is not on this chain yet',
  bulkSendMissing:
    'There is no BulkSend contract on {{chain}} at {{address}} yet, so nothing can be sent here. Deploying it once makes it available to everyone at this same address; after that the Tool sends through it.',
  bulkSendNoOwner:
    'There is no BulkSend contract on {{chain}} at {{address}}, and it cannot be deployed from here: the operator has not set a fee owner (BULKSEND_OWNER).',
  bulkSendWrongAddress:
    'The BulkSend address configured for {{chain}} ({{address}}) holds no contract on this chain. Ask the operator to correct it; it cannot be deployed from here.',
  deployEstimating: 'Estimating what the deploy costs…',
  deployCost:
    'Deploying costs about {{cost}} {{symbol}} ({{gas}} gas at {{price}} gwei), paid from your wallet in one transaction.',
  deployButton: 'Deploy BulkSend',
  deploying: 'Deploying BulkSend: confirm in your wallet, then wait for the transaction to be mined.',
  deployTransaction: 'View the transaction',
  deployFailed: 'The deploy did not go through: {{reason}}',
  deployProxyMissing:
    'BulkSend cannot be deployed on {{chain}}: the deterministic-deployment proxy ({{proxy}}) that puts it at its shared address is not on this chain. It is on {{polygon}} and the major {{evm}} chains; here someone must install it first.',
  deployAddressMismatch:
    'BulkSend cannot be deployed on {{chain}} from here: the served address does not match the configured owner and salt. Ask the operator to check them.',
  chainLabel: 'Chain',
  chainTestnet: '{{chain}} (testnet)',
  chainSwitchFailed: 'Your wallet did not switch to {{chain}}: {{reason}}',
  chainSwitchRejected: 'the switch was declined in the wallet',
  approvalEstimate: 'The approval itself: {{gas}} gas, {{cost}} network cost, no service fee.',
  repeatWarning_one:
    'Careful: an unfinished payment of this list already paid transaction {{chunks}} (lines {{lines}}). With this label it is sent again: its {{recipients}} would be paid a second time.',
  repeatWarning_other:
    'Careful: an unfinished payment of this list already paid transactions {{chunks}} (lines {{lines}}). With this label they are sent again: their {{recipients}} would be paid a second time.',
  repeatConfirm: 'Yes, pay these {{recipients}} a second time',
  repeatResume: 'Resume the unfinished payment instead (only what is still unpaid)',
  overlapWarning_one:
    'Careful: line {{lines}} of this list goes to an address your unfinished payment started {{when}} already paid. Sending this list pays it a second time.',
  overlapWarning_other:
    'Careful: lines {{lines}} of this list go to {{recipients}} your unfinished payment started {{when}} already paid. Sending this list pays them a second time.',
  overlapWarningFinished_one:
    'Careful: line {{lines}} of this list goes to an address your payment of {{when}} already paid. Sending this list pays it a second time.',
  overlapWarningFinished_other:
    'Careful: lines {{lines}} of this list go to {{recipients}} your payment of {{when}} already paid. Sending this list pays them a second time.',
  overlapResume: 'Resume the unfinished payment instead (its list, only what is still unpaid)',
  deployRejected: 'the deploy was rejected in the wallet',
  deployNoCode: 'BulkSend has no code at {{address}} after the deploy transaction {{hash}}',
  proxyNoCode: 'the proxy has no code at {{address}} after its presigned transaction',
  proxyRefused: 'the presigned proxy transaction was refused ({{errors}})',
  proxyEstimating: 'Checking what installing the proxy costs…',
  proxyCost:
    "You can install it from here: your wallet sends {{funding}} {{symbol}} to the proxy's one-off deployer, whose presigned transaction then creates the proxy (the same transaction on every chain). About {{cost}} {{symbol}} in all, network fee included.",
  proxyCostFunded:
    "You can install it from here at no cost to you: the proxy's one-off deployer already holds what its presigned transaction pays, and the Tool broadcasts that transaction.",
  proxyButton: 'Install the deployment proxy',
  proxyFunding:
    'Sending the deployer its gas money: confirm in your wallet, then wait for the transaction to be mined.',
  proxyBroadcasting: "Broadcasting the proxy's presigned transaction and waiting for it to be mined…",
  proxyFailed: 'The proxy was not installed: {{reason}}',
  proxyRejected: 'the transaction was rejected in the wallet',
  proxyDeployerUsed:
    'The proxy cannot be installed on {{chain}}: its one-off deployer has already sent a transaction on this chain, so its presigned transaction can never be mined. BulkSend cannot be deployed at its shared address here.',
  resendUnknown_one: 'Send transaction {{chunks}} again',
  resendUnknown_other: 'Send transactions {{chunks}} again',
  unknownChecked_one:
    'The chain shows transaction {{chunks}} was never broadcast: it is not mined and nothing of yours waits to be mined, so nobody in it was paid. You can send it again; the contract refuses it if it was paid after all.',
  unknownChecked_other:
    'The chain shows transactions {{chunks}} were never broadcast: they are not mined and nothing of yours waits to be mined, so nobody in them was paid. You can send them again; the contract refuses any that was paid after all.',
  summaryLink: 'Transaction {{index}}',
  waitingForChain_one:
    'Transaction {{chunks}} was sent and waits for the chain. It is not sent again; the rest is offered once it is mined.',
  waitingForChain_other:
    'Transactions {{chunks}} were sent and wait for the chain. They are not sent again; the rest is offered once they are mined.',
  simNothingSent: 'Nothing was sent',
  simStopped: 'Transaction {{chunk}} and the ones after it were not sent (the ones before it are paid)',
  chainHistoryReading: "Checking this account's payments on the chain since {{since}}… {{percent}}%",
  chainHistoryProgress: "This account's payments read from the chain",
  chainHistoryChecked: "Checked this account's payments on the chain since {{since}}.",
  chainHistoryWindow:
    "Checked this account's payments on the chain since {{since}} only: BulkSend was in use before then, and earlier payments were not checked. Check further back, or tick the box to send anyway.",
  chainHistoryIncomplete:
    'The chain could not be read all the way back to {{since}}: payments of this account in that time may be missing from this check, and anyone they paid would be paid again without a warning.',
  chainHistoryHidden:
    "The chain's node (RPC) is hiding payments of this account: BulkSend counts {{counted}} of its batches since {{since}}, the node returned {{found}}. Anyone the hidden payments paid would be paid again without a warning. Try again (the node may catch up), or tick the box to send anyway.",
  chainHistoryHiddenAcknowledge: 'I understand the node may hide payments: send anyway',
  chainHistoryFailed:
    "This account's past payments could not be read from the chain, so the lines of this list it already paid cannot be named.",
  chainHistoryUndecoded_one:
    '{{count}} payment of this account went through another contract: its recipients could not be read. Check it on the explorer before sending.',
  chainHistoryUndecoded_other:
    '{{count}} payments of this account went through another contract: their recipients could not be read. Check them on the explorer before sending.',
  chainHistoryRetry: 'Try again',
  chainHistoryWiden_one: 'Check further back ({{count}} day)',
  chainHistoryWiden_other: 'Check further back ({{count}} days)',
  chainHistoryAcknowledge: 'Send without a complete check',
  chainPaidWarning_one:
    'Careful: the chain shows this account already paid {{recipients}} of this list with {{symbol}} since {{since}}. Sending pays it a second time.',
  chainPaidWarning_other:
    'Careful: the chain shows this account already paid {{recipients}} of this list with {{symbol}} since {{since}}. Sending pays them a second time.',
  otherSendersWarning_one:
    'Careful: the chain shows {{recipients}} of this list already received {{symbol}} through BulkSend since {{since}} from another sender. Sending pays it a second time.',
  otherSendersWarning_other:
    'Careful: the chain shows {{recipients}} of this list already received {{symbol}} through BulkSend since {{since}} from another sender. Sending pays them a second time.',
  otherSenderPaid_one: '{{shown}} line of this list, last on {{when}}, paid by',
  otherSenderPaid_other: '{{shown}} lines of this list, last on {{when}}, paid by',
  otherSendersReading: "Checking what this list's recipients received from other senders…",
  otherSendersFailed:
    "What this list's recipients received from other senders could not be read from the chain: a payment of this list by another account would not be named.",
  otherSendersIncomplete:
    "What this list's recipients received from other senders could not be read over the whole window: a payment of this list by another account may be missing from this check.",
  otherSendersUnread_one:
    '{{shown}} BulkSend payment by another sender went through another contract (a Safe, a multicall): its recipients could not be read.',
  otherSendersUnread_other:
    '{{shown}} BulkSend payments by other senders went through another contract (a Safe, a multicall): their recipients could not be read.',
  chainPaidTransaction_one: '{{when}}: {{shown}} line of this list, transaction',
  chainPaidTransaction_other: '{{when}}: {{shown}} lines of this list, transaction',
  chainPaidRemove_one: 'Remove this line from the list',
  chainPaidRemove_other: 'Remove these {{shown}} lines from the list',
  lookAlikeWarning_one:
    'Careful: {{shown}} line of this list pays an address that looks like another one (the same first and last characters) but is a different address. Poisoners send tiny transfers from such addresses so that they get copied from the history. Compare them character by character (differences marked):',
  lookAlikeWarning_other:
    'Careful: {{shown}} lines of this list pay addresses that look like other ones (the same first and last characters) but are different addresses. Poisoners send tiny transfers from such addresses so that they get copied from the history. Compare them character by character (differences marked):',
  lookAlikeLine: 'Line {{line}} pays',
  lookAlikePaid: 'It looks like the address you paid on {{when}} (transaction {{hash}}):',
  lookAlikeOtherLine: 'It looks like the address on line {{line}} of this list:',
  lookAlikeSent: 'It looks like the address your account sent this token to (transaction {{hash}}):',
  lookAlikeBook: 'It looks like “{{name}}” in your address book:',
  lookAlikeMore_one: '… and {{shown}} more',
  lookAlikeMore_other: '… and {{shown}} more',
  lookAlikePoisoner:
    'This address sent your account a transfer of nothing (transaction {{hash}}): that is how a poisoner plants an address in your history.',
  poisoningWarning_one:
    'Address poisoning: {{shown}} transfer of nothing or next to nothing reached this account from an address that looks like one you paid (the same first and last characters). It is there to be copied from your history by mistake: never pay it unless you know it.',
  poisoningWarning_other:
    'Address poisoning: {{shown}} transfers of nothing or next to nothing reached this account from addresses that look like ones you paid (the same first and last characters). They are there to be copied from your history by mistake: never pay them unless you know them.',
  poisoningFrom: 'From (transaction {{hash}}):',
  poisoningPayee: 'It looks like the address you paid:',
  lookAlikeConfirm: 'These addresses are not the ones I paid before: I checked them, yes, pay them',
  linesShown_one: 'Line {{lines}}',
  linesShown_other: 'Lines {{lines}}',
  linesSummary: '{{count}} lines, first: {{lines}} …',
  showAllLines: 'show all',
  listSeparator: ', ',
  alreadyPaidAllLabelled:
    'This list was already paid in full from this account with the label “{{label}}”. To pay it again on purpose, use another label.',
  closedRun:
    'This payment of the list was closed when the list was paid again under another label: nothing more is sent for it.',
  statusClosed: 'closed (paid again under another label)',
  overlapWarningLong:
    'Careful: {{count}} lines of this list, first: {{lines}} …, go to {{recipients}} your unfinished payment started {{when}} already paid. Sending this list pays them a second time.',
  overlapWarningFinishedLong:
    'Careful: {{count}} lines of this list, first: {{lines}} …, go to {{recipients}} your payment of {{when}} already paid. Sending this list pays them a second time.',
  errReplaced:
    'Transaction {{chunk}} was cancelled or replaced in your wallet before it was mined, so nobody in it was paid. Send it again when you are ready: the chain still refuses to pay it twice.',
  successNumbered: 'Transaction {{index}} paid:',
  // Issue 27: the wallet's chain and account, the run's own chain, finality, other accounts of this browser.
  chainNumbered: 'network {{id}}',
  errWalletChain:
    'Your wallet moved to {{walletChain}}; switch back to {{runChain}} to go on. Nothing more was sent: the transactions not yet paid stay unpaid.',
  errWalletAccount:
    'Your wallet now uses account {{walletAccount}}, but this payment is paid from {{runAccount}}. Switch back to {{runAccount}} in your wallet to go on; nothing more was sent.',
  errReaderChain:
    'The network connection of this page reads {{readerChain}}, not {{runChain}}, so it cannot tell what was paid. Nothing was sent.',
  errReaderGenesis:
    'This network was restarted or reset since this payment was stored, so its record is not used. Nothing was sent.',
  chunkReorged:
    'A reorganisation of the chain dropped transaction {{chunk}}: its recipients are unpaid again. Sending it again is safe (the chain refuses a second payment of the same batch).',
  finalityFinal: 'final',
  finalityIncluded: 'included, not final yet',
  chunkFinality: 'Transaction {{index}}: {{finality}}',
  summaryFinality_one:
    '{{final}} of {{count}} transaction is final; an included one could still be dropped by a reorganisation: it is checked again every few seconds while this page is open, and on your next visit.',
  summaryFinality_other:
    '{{final}} of {{count}} transactions are final; an included one could still be dropped by a reorganisation: it is checked again every few seconds while this page is open, and on your next visit.',
  summaryMinedElsewhere:
    'Transaction {{index}} was mined on {{chain}} ({{hash}}), not on {{runChain}}: it paid nobody on {{runChain}}.',
  otherAccountPaid_one:
    'Account {{account}}, also used in this browser, already paid {{paid}} of the {{count}} recipients of this list ({{when}}). Paying them from {{current}} pays them a second time. Switch to {{account}} to resume that payment, or confirm below.',
  otherAccountPaid_other:
    'Account {{account}}, also used in this browser, already paid {{paid}} of the {{count}} recipients of this list ({{when}}). Paying them from {{current}} pays them a second time. Switch to {{account}} to resume that payment, or confirm below.',
  otherAccountUnfinished: 'its payment is unfinished',
  otherAccountFinished: 'its payment is finished',
  // A table wider than a phone's screen (issue 27).
  scrollHint: 'Scroll sideways for more →',
  chunkTableLabel: 'Gas and fees per transaction',
  // EIP-5792 (issue 30): how many times the member confirms in the wallet, said before the first one.
  confirmationsBundled_one: '{{count}} confirmation in your wallet',
  confirmationsBundled_other: '{{count}} confirmations in your wallet',
  confirmationsBundledNote:
    'Your wallet takes the approval and the transactions as one bundle: all of them go through, or none of them.',
  confirmationsBundledNoteNoApproval:
    'Your wallet takes the transactions as one bundle: all of them go through, or none of them.',
  confirmationsEach_one: '{{count}} confirmation in your wallet',
  confirmationsEach_other: '{{count}} confirmations in your wallet, one per transaction',
  confirmationsWithApproval: '{{total}} confirmations: {{approvals}} and {{transactions}}',
  approvalCount_one: '{{count}} approval',
  approvalCount_other: '{{count}} approvals',
  bundleSigning: 'Confirm transactions {{chunks}} in your wallet: one confirmation for all of them.',
  bundleWaiting:
    'Your wallet took transactions {{chunks}} as one bundle; it is followed until the chain has it. Nothing is asked again.',
  // Paying from a Safe (issue 30): the file for Safe's Transaction Builder.
  payFrom: 'Pay from',
  payFromWallet: 'This wallet',
  payFromSafe: 'A Safe (multisig)',
  safeChecking: 'Checking the Safe on the chain…',
  safeBalance: 'The Safe’s balance',
  safeInsufficientBalance: 'The Safe’s balance ({{balance}} {{symbol}}) is less than the total.',
  // When a Safe pays (issue 30, either way): the same texts with "this Safe" (i18next context `safe`).
  alreadyPaidAll_safe:
    'This list was already paid in full from this Safe. To pay it again on purpose, give the new payment a label.',
  alreadyPaidSome_safe_one:
    'Part of this list was already paid from this Safe: transaction {{chunks}}. Only the rest is sent.',
  alreadyPaidSome_safe_other:
    'Part of this list was already paid from this Safe: transactions {{chunks}}. Only the rest is sent.',
  alreadyPaidAllLabelled_safe:
    'This list was already paid in full from this Safe with the label “{{label}}”. To pay it again on purpose, use another label.',
  chainHistoryReading_safe: "Checking this Safe's payments on the chain since {{since}}… {{percent}}%",
  chainHistoryProgress_safe: "This Safe's payments read from the chain",
  chainHistoryChecked_safe: "Checked this Safe's payments on the chain since {{since}}.",
  chainHistoryWindow_safe:
    "Checked this Safe's payments on the chain since {{since}} only: BulkSend was in use before then, and earlier payments were not checked. Check further back, or tick the box to send anyway.",
  chainHistoryIncomplete_safe:
    'The chain could not be read all the way back to {{since}}: payments of this Safe in that time may be missing from this check, and anyone they paid would be paid again without a warning.',
  chainHistoryHidden_safe:
    "The chain's node (RPC) is hiding payments of this Safe: BulkSend counts {{counted}} of its batches since {{since}}, the node returned {{found}}. Anyone the hidden payments paid would be paid again without a warning. Try again (the node may catch up), or tick the box to send anyway.",
  chainHistoryFailed_safe:
    "This Safe's past payments could not be read from the chain, so the lines of this list it already paid cannot be named.",
  chainHistoryUndecoded_safe_one:
    '{{count}} payment of this Safe went through another contract: its recipients could not be read. Check it on the explorer before sending.',
  chainHistoryUndecoded_safe_other:
    '{{count}} payments of this Safe went through another contract: their recipients could not be read. Check them on the explorer before sending.',
  chainPaidWarning_safe_one:
    'Careful: the chain shows this Safe already paid {{recipients}} of this list with {{symbol}} since {{since}}. Sending pays it a second time.',
  chainPaidWarning_safe_other:
    'Careful: the chain shows this Safe already paid {{recipients}} of this list with {{symbol}} since {{since}}. Sending pays them a second time.',
  tokenInfo_safe: '{{symbol}} · {{decimals}} decimals · the Safe’s balance {{balance}}',
  reason_BatchAlreadySent_safe: 'this batch was already paid from this Safe',
  reason_BatchIdNotForSender_safe:
    'this batch was made for another Safe or another network, so BulkSend refuses it (its batch id is not this Safe’s on this network)',
  historyTitle_safe: "This Safe's transfers in this browser ({{count}})",
  proposeAgain: 'Propose again',
  proposeAgainNote_one:
    'Rejected in Safe{Wallet}’s queue, or never executed? Propose it again. Safe to do: both Safe transactions carry the same batch id, so the first one the owners execute pays and the chain refuses the other.',
  proposeAgainNote_other:
    'Rejected in Safe{Wallet}’s queue, or never executed? Propose the {{count}} transactions again. Safe to do: each new Safe transaction carries the same batch id as the one it replaces, so the first one the owners execute pays and the chain refuses the other.',
} as const;
