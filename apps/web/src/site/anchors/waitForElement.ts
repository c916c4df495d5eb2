// Resolve with the element once it is in the document (lazy sections render a little later), or null on timeout.
export function waitForElement(id: string, timeoutMs: number, signal: AbortSignal): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      if (signal.aborted) return resolve(null);
      const element = document.getElementById(id);
      if (element) return resolve(element);
      if (performance.now() - started >= timeoutMs) return resolve(null);
      setTimeout(check, 50);
    };
    check();
  });
}
