import type { OnRunEvent, RunEvent } from './RunEvent.js';

/** Calls the listener with a snapshot of the run; a throwing listener never breaks a send. */
export function emitRunEvent(listener: OnRunEvent | undefined, event: RunEvent): void {
  if (!listener) return;
  try {
    listener({ ...event, run: structuredClone(event.run) } as RunEvent);
  } catch {
    // The UI's problem, not the payment's: the run is already saved.
  }
}
