/** Reads at most this many token facts at once (a run of 300 ids must not open 300 requests together). */
const READ_CONCURRENCY = 16;

/** `read` over `items`, at most READ_CONCURRENCY at a time, answers in order. */
export async function mapLimit<T, R>(items: readonly T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await read(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, items.length) }, worker));
  return out;
}
