import { getAddress } from 'ethers';
import type { ChainPayment } from './ChainPayment.js';
import { bulkSendInterface } from './contractInterfaces.js';

const ADDRESS_MASK = (1n << 160n) - 1n;
const ZERO_HASH = `0x${'0'.repeat(64)}` as const;

/**
 * Recipients, amounts, token and batch id of a BulkSend call from its calldata (`sendErc20Packed`, `sendEthPacked`,
 * `sendErc20`, `sendEth`); null for any other selector or calldata that does not decode.
 */
export function decodeBulkSendCall(
  data: string,
): (Pick<ChainPayment, 'token' | 'batchId'> & { recipients: NonNullable<ChainPayment['recipients']> }) | null {
  let parsed: ReturnType<typeof bulkSendInterface.parseTransaction>;
  try {
    parsed = bulkSendInterface.parseTransaction({ data });
  } catch {
    return null;
  }
  if (!parsed) return null;
  const unpack = (words: readonly bigint[]) =>
    words.map((word) => ({
      address: getAddress(`0x${(word & ADDRESS_MASK).toString(16).padStart(40, '0')}`) as `0x${string}`,
      amount: word >> 160n,
    }));
  const pairs = (recipients: readonly string[], amounts: readonly bigint[]) =>
    recipients.map((address, i) => ({ address: getAddress(address) as `0x${string}`, amount: amounts[i] ?? 0n }));
  const args = parsed.args;
  switch (parsed.name) {
    case 'sendErc20Packed':
      return { token: getAddress(args[0]) as `0x${string}`, batchId: args[1], recipients: unpack(args[2]) };
    case 'sendEthPacked':
      return { token: null, batchId: args[0], recipients: unpack(args[1]) };
    case 'sendErc20':
      return { token: getAddress(args[0]) as `0x${string}`, batchId: ZERO_HASH, recipients: pairs(args[1], args[2]) };
    case 'sendEth':
      return { token: null, batchId: ZERO_HASH, recipients: pairs(args[0], args[1]) };
    default:
      return null;
  }
}
