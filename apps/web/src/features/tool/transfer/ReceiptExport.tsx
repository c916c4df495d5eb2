// Per-recipient receipts of a run as CSV or JSON (line, address, amount, chunk, batch id, hash, block, status), with
// each recipient's name from the member's address book (issue 38).
import { Button } from '@fanout/ui';
import { type BulkSendRun, receiptsToCsv, receiptsToJson } from '@fanout/wallet-core/bulk-send';
import { useBookNameOf } from '../addressBook/useBookNameOf.js';
import { downloadFile } from '../generator/downloadFile.js';
import { useTransferText } from './transferText.js';
import '../../../site/blocks/layout.css';

export function ReceiptExport({ run }: { run: BulkSendRun }) {
  const t = useTransferText();
  const name = `fanout-receipts-${run.id.slice(2, 10)}`;
  const names = { nameOf: useBookNameOf(run.chainId) };
  return (
    <div className="button-row">
      <Button
        size="sm"
        variant="secondary"
        onClick={() => downloadFile(`${name}.csv`, 'text/csv', receiptsToCsv(run, names))}
      >
        {t('exportCsv')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => downloadFile(`${name}.json`, 'application/json', receiptsToJson(run, names))}
      >
        {t('exportJson')}
      </Button>
    </div>
  );
}
