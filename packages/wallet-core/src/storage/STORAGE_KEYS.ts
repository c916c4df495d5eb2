/** Local storage keys of SPEC §3 that the session owns (`lang` belongs to the web app). */
export const STORAGE_KEYS = { token: 'Authorization', connected: 'connected' } as const;
