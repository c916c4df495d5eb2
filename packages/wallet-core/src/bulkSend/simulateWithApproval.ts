import { AbiCoder, Interface, keccak256 } from 'ethers';
import { assetOf } from './assetOf.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun, RunChunk } from './BulkSendRun.js';
import type { AssetHoldings } from './RunAsset.js';
import { rpc } from './rpc.js';
import { toQuantity } from './toQuantity.js';
import { toSimulationError } from './toSimulationError.js';

/**
 * Declaration slots tried for the token's approvals, `mapping(owner => mapping(spender => value))` in Solidity's
 * layout: ERC-20 allowances (OpenZeppelin: slot 1) and ERC-721 / ERC-1155 operator approvals sit in the first few.
 */
const APPROVAL_SLOTS = 16;

const approvals = new Interface([
  'function allowance(address owner, address spender) view returns (uint256)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
]);

/**
 * Runs a chunk's BulkSend call (`eth_call`, gas price 0) as if the bundle's approval had run before it, so a chunk that
 * goes in one bundle with its approval is checked like a single one: a reverting recipient, or one that cannot take an
 * NFT, is named by its line before the wallet is asked. The approval is put in place with an `eth_call` state override
 * of the token's approval slot for (sender, BulkSend): the override is first checked through the token's own
 * `allowance` / `isApprovedForAll`. Returns false, having checked nothing, where the node takes no state overrides or
 * the token keeps its approvals elsewhere (the caller's holdings check then stands alone, as before).
 * @throws ChunkSimulationError naming the line, the address and the reason
 */
export async function simulateWithApproval(
  config: BulkSendConfig,
  run: BulkSendRun,
  chunk: RunChunk,
  approved: AssetHoldings,
  allowance: bigint,
): Promise<boolean> {
  const token = run.token;
  if (!token) return false;
  const nft = approved.approvedForAll !== undefined;
  const value = `0x${(nft ? 1n : allowance).toString(16).padStart(64, '0')}`;
  const coder = AbiCoder.defaultAbiCoder();
  const stateDiff: Record<string, string> = {};
  for (let slot = 0; slot < APPROVAL_SLOTS; slot++) {
    const inner = keccak256(coder.encode(['address', 'uint256'], [run.sender, slot]));
    stateDiff[keccak256(coder.encode(['address', 'bytes32'], [run.bulkSend, inner]))] = value;
  }
  const override = { [token]: { stateDiff } };
  const probe = nft ? 'isApprovedForAll' : 'allowance';
  try {
    const data = approvals.encodeFunctionData(probe, [run.sender, run.bulkSend]);
    const answer = await rpc<string>(config.reader, 'eth_call', [{ to: token, data }, 'latest', override]);
    if (BigInt(answer) !== BigInt(value)) return false;
  } catch {
    return false; // no state overrides on this node
  }
  const call = assetOf(config, run).chunkCall(run, chunk);
  try {
    await rpc(config.reader, 'eth_call', [
      { from: run.sender, to: run.bulkSend, data: call.data, value: toQuantity(call.value), gasPrice: '0x0' },
      'latest',
      override,
    ]);
  } catch (error) {
    throw toSimulationError(run, chunk, error, approved);
  }
  return true;
}
