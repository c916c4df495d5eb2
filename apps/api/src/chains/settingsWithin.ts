// The chain settings as fresh as the cache rule asks (what GET /api/chains serves), or the ones at hand when the
// database does not answer within `timeoutMs`: a page's headers must not wait on a hung database.
import type { ChainSettingsCache, ChainSettingsSnapshot } from './ChainSettingsCache.js';

export async function settingsWithin(cache: ChainSettingsCache, timeoutMs: number): Promise<ChainSettingsSnapshot> {
  let timer: NodeJS.Timeout | undefined;
  const atHand = new Promise<ChainSettingsSnapshot>((resolve) => {
    timer = setTimeout(() => resolve(cache.latest()), timeoutMs);
  });
  try {
    return await Promise.race([cache.current(), atHand]);
  } finally {
    clearTimeout(timer);
  }
}
