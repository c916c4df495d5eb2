import { formatUnits, toCsv } from '@fanout/batch-core';
import type { BulkSendRun } from './BulkSendRun.js';
import { getRunReceipts } from './getRunReceipts.js';
import { NFT_RECEIPT_COLUMNS } from './NFT_RECEIPT_COLUMNS.js';
import type { ReceiptNames } from './ReceiptNames.js';

/**
 * CSV columns of the per-recipient receipts (`name`: the line's ENS name; for a line the list gave as an address, the
 * member's address-book name when `nameOf` is given; else empty).
 */
export const RECEIPT_COLUMNS = [
  'line',
  'address',
  'name',
  'amount',
  'chunk',
  'batchId',
  'txHash',
  'block',
  'status',
  'finality',
] as const;

/**
 * Per-recipient receipts as CSV (RFC 4180, CRLF): the columns of `RECEIPT_COLUMNS`, amounts in token units when the
 * run knows the decimals (else base units), then a blank line and the summary as `key,value` rows (token, total,
 * fees, gas, start, end, label, chunks final, transactions mined on another chain…). An NFT run has the columns of
 * `NFT_RECEIPT_COLUMNS[standard]` instead, so the file records which token id went to whom (and how many, ERC-1155).
 * With `nameOf` (the member's address book), a line the list gave as an address is named as the book names it.
 */
export function receiptsToCsv(run: BulkSendRun, options: ReceiptNames = {}): string {
  const { rows, summary } = getRunReceipts(run);
  const amount = (value: bigint) => (run.decimals !== undefined ? formatUnits(value, run.decimals) : value.toString());
  const columns: readonly string[] = run.standard !== undefined ? NFT_RECEIPT_COLUMNS[run.standard] : RECEIPT_COLUMNS;
  const { nameOf } = options;
  const body = toCsv(
    rows.map((row) => ({
      ...row,
      name: row.name || (nameOf?.(row.address) ?? ''),
      amount: amount(row.amount),
      tokenId: row.tokenId ?? '',
      block: row.block ?? '',
    })),
    { columns },
  );
  const summaryRows: [string, string][] = [
    ['token', summary.token ?? 'native'],
    ...(run.standard !== undefined ? [['standard', run.standard] as [string, string]] : []),
    ['symbol', summary.symbol ?? ''],
    ['label', summary.label],
    ['total', amount(summary.total)],
    ['paid', amount(summary.paid)],
    ['fees (wei)', summary.fees.toString()],
    ['gas used', summary.gasUsed.toString()],
    ['network cost (wei)', summary.networkCost.toString()],
    ['recipients', String(summary.recipients)],
    ['chunks paid', `${summary.chunksPaid}/${summary.chunks}`],
    ['chunks final', `${summary.chunksFinal}/${summary.chunksPaid}`],
    ...summary.minedElsewhere.map((m): [string, string] => [
      `chunk ${m.chunk} mined on another chain`,
      `${m.chainId} ${m.hash}`,
    ]),
    ['status', summary.status],
    ['started', summary.startedAt],
    ['finished', summary.finishedAt ?? ''],
    ['run id', summary.runId],
    ['chain id', String(summary.chainId)],
    ['sender', summary.sender],
    ['bulk send', summary.bulkSend],
  ];
  return `${body}\r\n${toCsv(summaryRows)}`;
}
