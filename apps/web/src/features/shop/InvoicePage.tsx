// Sale Invoice: the static point-of-sale mock of SPEC §2 (all sample data hard-coded, buttons do nothing).
import { Button } from '@fanout/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../blocks/PageHeader.js';
import { SiteSection } from '../blocks/SiteSection.js';
import { formatCents } from '../content/formatCents.js';
import { INVOICE_ITEMS, lineTotalCents } from './INVOICE_ITEMS.js';

const DISCOUNT_CENTS = 1000n;

export function InvoicePage() {
  const { t } = useTranslation();
  const id = useId();
  const subtotal = INVOICE_ITEMS.reduce((sum, item) => sum + lineTotalCents(item), 0n);
  const total = subtotal - DISCOUNT_CENTS;
  return (
    <>
      <PageHeader title="meta.invoice" />
      <SiteSection tone="light">
        <div className="invoice">
          <div className="card invoice-main">
            <div className="invoice-search">
              <label htmlFor={`${id}-search`}>{t('invoice.search')}</label>
              <input id={`${id}-search`} type="search" placeholder={t('invoice.searchPlaceholder')} />
              <Button>{t('invoice.addItem')}</Button>
            </div>
            <div className="table-scroll">
              <table className="invoice-table">
                <thead>
                  <tr>
                    <th scope="col">{t('invoice.itemName')}</th>
                    <th scope="col">{t('invoice.price')}</th>
                    <th scope="col">{t('invoice.qty')}</th>
                    <th scope="col">{t('invoice.disc')}</th>
                    <th scope="col">{t('invoice.total')}</th>
                    <th scope="col">{t('invoice.update')}</th>
                  </tr>
                </thead>
                <tbody>
                  {INVOICE_ITEMS.map((item) => (
                    <tr key={item.name}>
                      <td>{t(item.name)}</td>
                      <td>{formatCents(item.priceCents)}</td>
                      <td>{String(item.qty)}</td>
                      <td>{String(item.discPercent)}</td>
                      <td>{formatCents(lineTotalCents(item))}</td>
                      <td>
                        <Button size="sm" variant="secondary">
                          {t('invoice.update')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="form-row">
              <label htmlFor={`${id}-comments`}>{t('invoice.comments')}</label>
              <textarea id={`${id}-comments`} rows={3} placeholder={t('invoice.commentsPlaceholder')} />
            </div>
          </div>
          <div className="invoice-side">
            <div className="card">
              <h2>{t('invoice.customer')}</h2>
              <p>
                <strong>{t('invoice.customerName')}</strong>
              </p>
              <p>{t('invoice.customerEmail')}</p>
              <div className="button-row">
                <Button size="sm" variant="secondary">
                  {t('invoice.delivery')}
                </Button>
                <Button size="sm" variant="secondary">
                  {t('invoice.emailAction')}
                </Button>
                <Button size="sm" variant="secondary">
                  {t('invoice.detach')}
                </Button>
              </div>
            </div>
            <div className="card">
              <dl className="summary">
                <dt>{t('invoice.discount')}</dt>
                <dd>{formatCents(DISCOUNT_CENTS)}</dd>
                <dt>{t('invoice.subtotal')}</dt>
                <dd>{formatCents(subtotal)}</dd>
                <dt>{t('invoice.total')}</dt>
                <dd>{formatCents(total)}</dd>
                <dt>{t('invoice.amountDue')}</dt>
                <dd>
                  <strong>{formatCents(total)}</strong>
                </dd>
              </dl>
              <div className="button-row">
                <Button size="sm">{t('invoice.cash')}</Button>
                <Button size="sm">{t('invoice.giftCard')}</Button>
                <Button size="sm">{t('invoice.debitCard')}</Button>
              </div>
              <div className="form-row">
                <label htmlFor={`${id}-amount`}>{t('invoice.amount')}</label>
                <input id={`${id}-amount`} inputMode="decimal" />
              </div>
              <Button block>{t('invoice.addPayment')}</Button>
            </div>
          </div>
        </div>
      </SiteSection>
    </>
  );
}
