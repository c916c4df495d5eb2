// Subpath entry `@fanout/wallet-core/bulk-send/eip5792`: the EIP-5792 sender of the bulk-send engine (the approval and
// chunks in one `wallet_sendCalls` where the wallet batches atomically), kept out of `@fanout/wallet-core/bulk-send` so
// a page that pays one transaction at a time never loads it. Give it to the engine:
// `createBulkSendConfig({ provider, sender: eip5792Sender(provider) })`.

export { EIP5792_DEFAULT_MAX_CALLS } from '../bulkSend/bundleFeeGas.js';
export { type Eip5792SenderOptions, eip5792Sender } from './eip5792Sender.js';
