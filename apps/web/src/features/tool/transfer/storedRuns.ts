// Every run this browser stored (IndexedDB), of every account: the engine's storage lists one sender at a time, so the
// "other accounts of the same member" check reads the store itself, after the engine's storage has opened (and, on a
// first visit, created) the database, so this never creates it without its object store.
import { type BulkSendRun, RUN_DATABASE_NAME, type RunStorage } from '@fanout/wallet-core/bulk-send';

/** All stored runs, any sender; [] where IndexedDB is unavailable. */
export async function storedRuns(storage: RunStorage, someSender: string): Promise<BulkSendRun[]> {
  // Opens (or creates) the database through the engine first.
  await storage.list(someSender);
  if (typeof indexedDB === 'undefined') return [];
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(RUN_DATABASE_NAME);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    if (!db.objectStoreNames.contains('runs')) return [];
    return await new Promise<BulkSendRun[]>((resolve, reject) => {
      const request = db.transaction('runs', 'readonly').objectStore('runs').getAll();
      request.onsuccess = () =>
        resolve((request.result as (BulkSendRun & { senderKey?: string })[]).map(({ senderKey: _key, ...run }) => run));
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}
