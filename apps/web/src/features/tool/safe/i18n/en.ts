// English texts of paying from a Safe (issue 30; i18next namespace `safe`, registered when the Safe chunk loads, so the
// wallet's Tool never downloads them).
export const en = {
  checking: 'Checking the Safe on the chain…',
  safeAddress: 'Safe address',
  safeAddressHint:
    'The Safe pays the run and its owners sign it in Safe{Wallet}. Your connected wallet only reads the chain here.',
  safeFound: 'Safe {{address}}: {{threshold}} of {{count}} owners',
  safeOwnerYou: 'Your connected wallet is one of its owners.',
  safeNotOwner:
    'Your connected wallet ({{account}}) is not an owner of this Safe. That is fine: it only reads here; the owners sign in Safe{Wallet}.',
  safeErrAddress: 'This is not an address: a Safe address is 0x followed by 40 hexadecimal characters.',
  safeErrNoCode: 'There is no contract at {{address}} on {{chain}}. Check the address and the network.',
  safeErrNotSafe:
    '{{address}} on {{chain}} is a contract but not a Safe: it does not answer getOwners() and getThreshold().',
  safeErrRead: 'The Safe could not be read from the chain ({{detail}}). Try again.',
  safeRetry: 'Check again',
  safeSplit: 'Files for the Safe',
  safeSplitRun: 'One file for the whole run (one Safe transaction: all or nothing)',
  safeSplitRunParts:
    'As few files as the chain’s blocks can hold: {{files}} Safe transactions (no block holds the whole run; each file all or nothing)',
  safeSplitChunk: 'One file per transaction (each its own Safe transaction, in any order)',
  safeDownload: 'Download for Safe Transaction Builder',
  safeSteps:
    'In Safe{Wallet}, open Apps → Transaction Builder and drop the file in, then {{threshold}} of the {{count}} owners sign the batch and one executes it. The file is for this Safe on {{chain}} only: executed twice by it, it pays nobody twice (the chain refuses its batch ids); imported into another Safe, or run on another network, BulkSend refuses it as a batch made for another sender (“batch id not for this sender”), and nobody is paid.',
  safeStepsV2:
    'In Safe{Wallet}, open Apps → Transaction Builder and drop the file in, then {{threshold}} of the {{count}} owners sign the batch and one executes it. Executed twice by this Safe on {{chain}}, it pays nobody twice (the chain refuses its batch ids). This network’s BulkSend (v2) cannot tell Safes apart: import the file into this Safe only, as another Safe, or the same file on another network, would pay everyone again.',
  safeDownloaded: 'Downloaded: {{files}}.',
  safeFollow:
    'Once the Safe has executed it, this page (or any owner’s, on any device, with the same Safe and list) shows the run as paid.',
  safeFileTitle: '{{fanout}} payment: {{recipients}}{{label}}',
  safeFileTitlePart: '{{fanout}} payment: {{recipients}}{{label}}, transaction {{chunks}} of {{count}}',
  safeFileDescription:
    'BulkSend batches for Safe {{safe}} on chain {{chainId}} only, each paid once (the chain refuses a repeat, another Safe and another chain): {{batches}}',
  safeFileDescriptionV2:
    'BulkSend batches, each paid once by this Safe on this chain (the chain refuses a repeat): {{batches}}',
  safeCheckChain: 'Check the chain for the Safe’s payment',
  safeAgainNote_one:
    'Lost the file, or the owners never executed it? Download it again. Safe to do: the new file carries the same batch id, so the first one the Safe executes pays and the chain refuses the other.',
  safeAgainNote_other:
    'Lost the files, or the owners never executed them? Download the {{count}} transactions again. Safe to do: the new files carry the same batch ids, so the first one the Safe executes pays and the chain refuses the other.',
  safeDownloadAgain: 'Download again',
} as const;
