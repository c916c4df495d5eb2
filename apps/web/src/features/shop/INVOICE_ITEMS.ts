// Hard-coded sample lines of the point-of-sale mock (prices in cents).
import type { ShopTextKey } from './shopText.js';

export interface InvoiceItem {
  name: ShopTextKey;
  priceCents: bigint;
  qty: bigint;
  discPercent: bigint;
}

export const INVOICE_ITEMS: InvoiceItem[] = [
  { name: 'itemWorkshopSeat', priceCents: 4900n, qty: 2n, discPercent: 0n },
  { name: 'itemPayoutReview', priceCents: 12000n, qty: 1n, discPercent: 10n },
  { name: 'itemCsvTemplatePack', priceCents: 1500n, qty: 3n, discPercent: 5n },
];

/** Line total in cents: price × qty less the discount, rounded down to the cent. */
export function lineTotalCents(item: InvoiceItem): bigint {
  return (item.priceCents * item.qty * (100n - item.discPercent)) / 100n;
}
