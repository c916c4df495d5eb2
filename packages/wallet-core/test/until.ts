// Waits in real time (setTimeout is never faked here) until `check` stops throwing; unlike vi.waitFor it
// does not advance fake timers, so heartbeat tests control exactly when a beat fires.
export async function until(check: () => void, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
