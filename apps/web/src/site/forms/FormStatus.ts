// Where a contact or quote form is: alert hidden (idle), sending, or showing success or error.
export type FormStatus = 'idle' | 'sending' | 'success' | 'error';
