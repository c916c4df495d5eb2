// What the owners do in Safe{Wallet} with a proposal, from Node: the SDK message's txs made into the Safe transaction
// Safe{Wallet} makes (one call as it is, several through MultiSendCallOnly), signed by two owners and executed.
import type { Contract, Wallet } from 'ethers';
import { execSafeTransaction, safeTransactionHash, safeTransactionOf, signSafeTransaction } from './safeContracts.js';

export type ProposedTxs = { to: string; value: string; data: string }[];

/** The Safe transaction of `txs` at the Safe's next nonce and its safeTxHash (what the host answers on proposing). */
export async function safeTransactionFor(safe: Contract, chainId: number, txs: ProposedTxs, nonceOffset = 0n) {
  const nonce = ((await safe.getFunction('nonce')()) as bigint) + nonceOffset;
  const tx = safeTransactionOf(txs, nonce);
  return { tx, safeTxHash: safeTransactionHash(await safe.getAddress(), chainId, tx) as `0x${string}` };
}

/** Signs with `signers` (two of the owners) and executes; `executor` pays the gas. Resolves with the receipt. */
export async function executeProposal(
  safe: Contract,
  chainId: number,
  txs: ProposedTxs,
  signers: readonly Wallet[],
  executor: Wallet,
) {
  const { tx } = await safeTransactionFor(safe, chainId, txs);
  const signatures = await signSafeTransaction(await safe.getAddress(), chainId, tx, signers);
  const sent = await execSafeTransaction(safe, executor, tx, signatures);
  return sent.wait();
}
