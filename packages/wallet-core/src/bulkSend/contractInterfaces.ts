import { bulkSendAbi, erc20Abi } from '@fanout/contracts';
import { Interface } from 'ethers';

/** BulkSend's ABI (v2: packed sends with batch ids) as an ethers Interface, for encoding and decoding only. */
export const bulkSendInterface = new Interface(bulkSendAbi);

/** ERC-20's ABI (balanceOf, allowance, approve, decimals, symbol). */
export const erc20Interface = new Interface(erc20Abi);
