// The shop feature's public door: the sale invoice page, loaded on demand.
export const loadInvoicePage = () => import('./InvoicePage.js');
