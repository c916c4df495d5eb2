// Classifies wallet and contract failures: user rejection, insufficient funds, BulkSend custom errors, the rest.
import { BulkSend__factory } from '@fanout/contracts';
import { UserRejectedRequestError } from '@fanout/wallet-core';
import { TransferError } from './TransferError.js';

const bulkSendInterface = BulkSend__factory.createInterface();

function revertData(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const data = (current as { data?: unknown }).data;
    if (typeof data === 'string' && data.startsWith('0x') && data.length >= 10) return data;
    if (data && typeof data === 'object' && typeof (data as { data?: unknown }).data === 'string') {
      return (data as { data: string }).data;
    }
    current =
      (current as { error?: unknown; cause?: unknown; info?: unknown }).error ??
      (current as { cause?: unknown }).cause ??
      (current as { info?: { error?: unknown } }).info?.error;
  }
  return null;
}

function codeOf(error: unknown): unknown {
  return error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
}

export function toTransferError(error: unknown): TransferError {
  if (error instanceof TransferError) return error;
  const code = codeOf(error);
  const text = error instanceof Error ? error.message : String(error);
  if (
    error instanceof UserRejectedRequestError ||
    code === 'ACTION_REJECTED' ||
    code === 4001 ||
    /user (rejected|denied)/i.test(text)
  ) {
    return new TransferError('rejected', 'rejected', {}, { cause: error });
  }
  if (code === 'INSUFFICIENT_FUNDS' || /insufficient funds/i.test(text)) {
    return new TransferError('funds', 'funds', {}, { cause: error });
  }
  const data = revertData(error);
  if (data) {
    try {
      const parsed = bulkSendInterface.parseError(data);
      if (parsed) {
        const index = parsed.fragment.inputs.findIndex((input) => input.name === 'index');
        const values: Record<string, string> = {};
        if (index >= 0) values.index = String(Number(parsed.args[index]) + 1);
        return new TransferError('contract', parsed.name, values, { cause: error });
      }
    } catch {
      // Not a BulkSend error: fall through to the generic message.
    }
  }
  const short = (error as { shortMessage?: unknown })?.shortMessage;
  return new TransferError('failed', typeof short === 'string' ? short : text.slice(0, 200), {}, { cause: error });
}
