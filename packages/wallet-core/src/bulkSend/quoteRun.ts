import { bulkSendFee } from '@fanout/batch-core';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import { assertReaderServesRun } from './assertReaderServesRun.js';
import { assetOf } from './assetOf.js';
import type { BulkSendConfig } from './BulkSendConfig.js';
import type { BulkSendRun } from './BulkSendRun.js';
import { bundledChunkFee, bundleFeeGas, EIP5792_DEFAULT_MAX_CALLS } from './bundleFeeGas.js';
import { chunkGasFormula } from './chunkGasFormula.js';
import type { AssetHoldings } from './RunAsset.js';
import type { ChunkQuote, RunQuote } from './RunQuote.js';
import { readChunkPaid } from './readChunkPaid.js';
import { readFeePercent } from './readFeePercent.js';
import { readGasFees } from './readGasFees.js';
import { rpc } from './rpc.js';
import { toQuantity } from './toQuantity.js';
import { toSimulationError } from './toSimulationError.js';

/** Gas of one `approve` when the node cannot estimate it. */
const APPROVE_GAS_FALLBACK = 60_000n;

export type QuoteRunParameters = { run: BulkSendRun };
export type QuoteRunReturnType = RunQuote;

/**
 * The honest quote before the first signature: number of chunks, gas per chunk at the real gas price (EIP-1559
 * where the chain has a base fee), network cost, the operator fee by batch-core's formula, the exact approval (with a
 * reset to 0 when a non-zero allowance is too low), balances and shortfalls. Reads only. Chunks confirmed in `run`, or
 * recorded on chain (`batchSent`, e.g. paid from another device), are left out and listed in `alreadyPaid`. NFT runs:
 * the operator approval (`setApprovalForAll`) instead of an amount, and every unpaid line the sender does not hold
 * (ERC-721 `ownerOf`, ERC-1155 `balanceOf`) in `notHeld`, named by its list line, and every unpaid line whose
 * recipient contract would refuse the token (its receiver hook, called as the token would) in `cannotReceive`.
 * @throws ReaderChainMismatchError when the reader serves another chain than the run's
 */
export async function quoteRun(config: BulkSendConfig, parameters: QuoteRunParameters): Promise<QuoteRunReturnType> {
  const { run } = parameters;
  await assertReaderServesRun(config, run);
  const asset = assetOf(config, run);
  // Chunks the chain already recorded (a new device, another browser) cost nothing more: left out of the quote.
  const open = run.chunks.filter((c) => c.status !== 'confirmed');
  const recorded = await Promise.all(open.map((c) => readChunkPaid(config, run, c)));
  const alreadyPaid = open.filter((_, i) => recorded[i]).map((c) => c.index);
  const unpaid = open.filter((_, i) => !recorded[i]);
  const unpaidLines = unpaid.flatMap((c) => run.lines.slice(c.start, c.start + c.count));
  const [fees, feePercent, state, nativeHex] = await Promise.all([
    readGasFees(config),
    readFeePercent(config, { bulkSend: run.bulkSend }),
    asset.standard === 'native'
      ? Promise.resolve(undefined as AssetHoldings | undefined)
      : asset.readHoldings(config, run, unpaidLines),
    rpc<string>(config.reader, 'eth_getBalance', [run.sender, 'latest']),
  ]);
  const maxGasPrice = fees.type === 'eip1559' ? fees.maxFeePerGas : fees.gasPrice;
  const chunks: ChunkQuote[] = [];
  for (const chunk of unpaid) {
    const { data, value } = asset.chunkCall(run, chunk, state);
    const call = {
      from: run.sender,
      to: run.bulkSend,
      data,
      // With gas price 0, minFee() is 0 in the call: the native send needs only value > 0 beyond the amounts.
      value: toQuantity(asset.standard === 'native' ? value + 1n : value),
      // Gas price 0: minFee() is 0 in the simulation (a node may otherwise pick its own price for a call).
      gasPrice: '0x0',
    };
    let gas: bigint;
    let gasSource: ChunkQuote['gasSource'] = 'estimate';
    let problem: ChunkQuote['problem'];
    try {
      gas = hexToBigInt(await rpc(config.reader, 'eth_estimateGas', [call]));
    } catch (error) {
      gas = chunkGasFormula(asset, run, chunk);
      gasSource = 'formula';
      const failure = toSimulationError(run, chunk, error, state);
      // The approval is what the node could not see yet; anything else the member must know before signing.
      if (failure.reason !== 'allowanceShort' && failure.reason !== 'notApproved') problem = failure;
    }
    const fee = bulkSendFee({ gasEstimate: gas, gasPrice: fees.expectedGasPrice, feePercent });
    chunks.push({
      index: chunk.index,
      count: chunk.count,
      total: chunk.total,
      gas,
      gasSource,
      fee,
      networkCost: gas * fees.expectedGasPrice,
      maxNetworkCost: gas * maxGasPrice,
      value: value + fee,
      ...(problem ? { problem } : {}),
    });
  }
  const sum = (pick: (c: ChunkQuote) => bigint) => chunks.reduce((total, c) => total + pick(c), 0n);
  const amount = chunks.reduce((total, c) => total + c.total, 0n);
  let approval: RunQuote['approval'] = null;
  let approvalTransactions = 0;
  if (state && run.token) {
    const steps = asset.approvalSteps(state, amount);
    const required = steps.length > 0;
    approvalTransactions = steps.length;
    const resetFirst = steps[0]?.kind === 'reset';
    const last = steps.at(-1);
    let gas = 0n;
    if (last) {
      const data = asset.approvalData(run, last);
      const one = await rpc(config.reader, 'eth_estimateGas', [{ from: run.sender, to: run.token, data }]).then(
        (hex) => hexToBigInt(hex),
        () => APPROVE_GAS_FALLBACK,
      );
      gas = BigInt(steps.length) * one;
    }
    // An operator approval (NFTs) has no amount: 1 when BulkSend is approved for all, else 0.
    const forAll = state.approvedForAll !== undefined;
    approval = {
      current: forAll ? (state.approvedForAll ? 1n : 0n) : state.allowance,
      amount,
      required,
      resetFirst,
      ...(forAll ? { forAll: true as const } : {}),
      gas,
      networkCost: gas * fees.expectedGasPrice,
      maxNetworkCost: gas * maxGasPrice,
    };
  }
  // EIP-5792: the approval and the chunks in bundles; BulkSend's minFee() reads gasleft(), which in one transaction
  // covers the calls after it, so a bundled chunk's fee is raised where its bundle's gas asks more (as sendRun does).
  const shape = await config.sender.shape(run);
  const atomicBatching = shape.attempt === 'bundle';
  const maxCalls = atomicBatching ? shape.maxCalls : EIP5792_DEFAULT_MAX_CALLS;
  if (atomicBatching) {
    for (let i = 0, first = true; i < chunks.length; first = false) {
      const room = first ? Math.max(1, maxCalls - approvalTransactions) : maxCalls;
      const bundle = chunks.slice(i, i + room);
      const gas = [...(first && approval ? [approval.gas] : []), ...bundle.map((c) => c.gas)];
      const bundleGas = bundleFeeGas(gas);
      for (const chunk of bundle) {
        const fee = bundledChunkFee({ chunkGas: chunk.gas, bundleGas, gasPrice: fees.expectedGasPrice, feePercent });
        chunk.value = chunk.value - chunk.fee + fee;
        chunk.fee = fee;
      }
      i += room;
    }
  }
  const calls = approvalTransactions + chunks.length;
  const confirmations = atomicBatching ? (chunks.length === 0 ? 0 : Math.ceil(calls / maxCalls)) : calls;
  const nativeBalance = hexToBigInt(nativeHex);
  const nativeNeeded =
    sum((c) => c.fee + c.maxNetworkCost) + (approval?.maxNetworkCost ?? 0n) + (run.token ? 0n : amount);
  const tokenBalance = state?.balance ?? 0n;
  const notHeld = state?.notHeld ?? [];
  const cannotReceive = state?.cannotReceive ?? [];
  return {
    fees,
    feePercent,
    chunks,
    alreadyPaid,
    amount,
    fee: sum((c) => c.fee),
    networkCost: sum((c) => c.networkCost),
    maxNetworkCost: sum((c) => c.maxNetworkCost),
    approval,
    token: state ? { hasCode: state.hasCode, decimals: state.decimals, balance: state.balance } : null,
    native: { balance: nativeBalance, needed: nativeNeeded },
    notHeld,
    cannotReceive,
    confirmations,
    atomicBatching,
    shortfall: {
      token: state && tokenBalance < amount ? amount - tokenBalance : 0n,
      native: nativeBalance < nativeNeeded ? nativeNeeded - nativeBalance : 0n,
    },
  };
}
