// What the check right before a signature throws when a name of the run gives another address now (recheckEnsNames).
import type { EnsChange } from './ensStore.js';

/** Names of the run resolve elsewhere now than the addresses frozen into it: nothing was signed. */
export class EnsChangedError extends Error {
  override readonly name = 'EnsChangedError';
  readonly changes: readonly EnsChange[];

  constructor(changes: readonly EnsChange[]) {
    super(`${changes.length} ENS name(s) of the run give another address now than the one frozen into it`);
    this.changes = changes;
  }
}
