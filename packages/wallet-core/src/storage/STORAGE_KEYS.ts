/** Local storage keys that the session owns (`lang` belongs to the web app). */
export const STORAGE_KEYS = { token: 'Authorization', connected: 'connected' } as const;
