// The statuses of the runs a browser profile stored (the engine's IndexedDB, as the Tool reads it after a reload):
// passed to `page.evaluate`, so it runs in the page and must stay self-contained.
export function storedStatuses(): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('fanout-bulk-send');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const all = request.result.transaction('runs').objectStore('runs').getAll();
      all.onerror = () => reject(all.error);
      all.onsuccess = () => {
        resolve((all.result as { status?: string }[]).map((run) => String(run.status)));
        request.result.close();
      };
    };
  });
}
