import { getAddress, getBytes, hexlify } from 'ethers';
import type { ChainPayment } from '../bulkSend/ChainPayment.js';
import { decodeBulkSendCall } from '../bulkSend/decodeBulkSendCall.js';
import { SAFE_MULTI_SEND_DEPLOYMENTS } from './SAFE_MULTI_SEND_DEPLOYMENTS.js';
import { multiSendInterface, safeInterface } from './safeInterfaces.js';

export type DecodeSafeBulkSendCallsParameters = {
  /** The transaction's `to` (must be the Safe) and its calldata. */
  transaction: { to: string | null; input: string };
  safe: string;
  /** BulkSend's address, or every BulkSend of the chain (the current one and older versions). */
  bulkSend: string | readonly string[];
  /** MultiSend contracts trusted to run packed calls as the Safe (default: Safe's canonical deployments). */
  multiSend?: readonly string[];
};

export type SafeBulkSendCall = Pick<ChainPayment, 'token' | 'batchId'> & {
  recipients: NonNullable<ChainPayment['recipients']>;
};

/**
 * The BulkSend calls a Safe made in a transaction, in order, from its calldata: `execTransaction` calling BulkSend
 * directly, or delegate-calling a trusted MultiSend whose packed CALLs include BulkSend (a Transaction Builder batch).
 * Empty for any other shape (another contract, a module, a relayer's wrapper, an unknown MultiSend): the caller then
 * knows only what the events say. Pure.
 */
export function decodeSafeBulkSendCalls(parameters: DecodeSafeBulkSendCallsParameters): SafeBulkSendCall[] {
  const { transaction } = parameters;
  const same = (a: string | null | undefined, b: string) => !!a && a.toLowerCase() === b.toLowerCase();
  const bulkSends = typeof parameters.bulkSend === 'string' ? [parameters.bulkSend] : parameters.bulkSend;
  if (!same(transaction.to, parameters.safe)) return [];
  let outer: { to: string; data: string; operation: bigint };
  try {
    const parsed = safeInterface.parseTransaction({ data: transaction.input });
    if (!parsed) return [];
    outer = { to: parsed.args[0], data: parsed.args[2], operation: parsed.args[3] };
  } catch {
    return [];
  }
  const direct = (to: string, data: string) => {
    const call = bulkSends.some((address) => same(to, address)) ? decodeBulkSendCall(data) : null;
    return call ? [call] : [];
  };
  if (outer.operation === 0n) return direct(outer.to, outer.data);
  const trusted = parameters.multiSend ?? SAFE_MULTI_SEND_DEPLOYMENTS;
  if (outer.operation !== 1n || !trusted.some((address) => same(outer.to, address))) return [];
  let packed: Uint8Array;
  try {
    const parsed = multiSendInterface.parseTransaction({ data: outer.data });
    if (!parsed) return [];
    packed = getBytes(parsed.args[0]);
  } catch {
    return [];
  }
  // Each packed entry: operation (1 byte), to (20), value (32), data length (32), data.
  const calls: SafeBulkSendCall[] = [];
  let at = 0;
  while (at < packed.length) {
    if (at + 85 > packed.length) return calls;
    const operation = packed[at];
    const to = getAddress(hexlify(packed.subarray(at + 1, at + 21)));
    const length = Number(BigInt(hexlify(packed.subarray(at + 53, at + 85))));
    const end = at + 85 + length;
    if (!Number.isSafeInteger(end) || end > packed.length) return calls;
    // A DELEGATECALL entry runs other code as the Safe: not a BulkSend call of the Safe.
    if (operation === 0) calls.push(...direct(to, hexlify(packed.subarray(at + 85, end))));
    at = end;
  }
  return calls;
}
