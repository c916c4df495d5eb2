// A stored run's lines written back as a recipient list (`address,amount`), to show and check a resumed run.
import { formatUnits } from '@fanout/batch-core';
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';

export function runToText(run: BulkSendRun, decimals: number): string {
  return run.lines.map((line) => `${line.address},${formatUnits(line.amount, decimals)}`).join('\n');
}
