// Right before a signature, the names of the run's lines still to pay are read again (issue 38): the run pays the
// addresses frozen into it when it was planned, but a name that points elsewhere now is named first, with both
// addresses. The first time such a change is found nothing is signed (EnsChangedError); the member's next press, with
// the same changes on screen, pays the frozen addresses. A read that fails stops nothing: the addresses paid are the
// ones the member saw in the preview.
import type { BulkSendRun } from '@fanout/wallet-core/bulk-send';
import { useToolChains } from '../chains/toolChains.js';
import { EnsChangedError } from './EnsChangedError.js';
import { ensSettingOf } from './ensSettingOf.js';
import { type EnsChange, useEnsStore } from './ensStore.js';
import { readEnsNames } from './useEnsNames.js';

export async function recheckEnsNames(run: BulkSendRun | null): Promise<void> {
  if (!run) return;
  const setting = ensSettingOf(useToolChains.getState().settings);
  const unpaid = run.chunks.filter((chunk) => chunk.status !== 'confirmed');
  const named = unpaid.flatMap((chunk) =>
    run.lines.slice(chunk.start, chunk.start + chunk.count).filter((line) => line.name !== undefined),
  );
  if (!setting || named.length === 0) return;
  let now: Map<string, string | null>;
  try {
    const answers = await readEnsNames(setting, run.chainId, [...new Set(named.map((line) => line.name as string))]);
    now = new Map();
    for (const answer of answers) {
      if (answer.ok) now.set(answer.input, answer.address);
      else if (answer.error.name !== 'EnsReadError') now.set(answer.input, null);
    }
  } catch {
    return;
  }
  const changes: EnsChange[] = named.flatMap((line) => {
    const address = now.get(line.name as string);
    if (address === undefined || address?.toLowerCase() === line.address.toLowerCase()) return [];
    return [{ line: line.line, name: line.name as string, frozen: line.address, now: address }];
  });
  const shown = useEnsStore.getState().changes;
  if (changes.length === 0) {
    useEnsStore.setState({ changes: null });
    return;
  }
  const alreadyNamed = shown?.runId === run.id && JSON.stringify(shown.lines) === JSON.stringify(changes);
  useEnsStore.setState({ changes: { runId: run.id, lines: changes } });
  if (!alreadyNamed) throw new EnsChangedError(changes);
}
