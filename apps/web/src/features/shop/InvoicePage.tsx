// Sale Invoice: the static point-of-sale mock of SPEC §2 (all sample data hard-coded). It says it is an example and its
// controls are disabled (one by one: a disabled fieldset would also take the table's scroll region out of the tab order); on a phone the table scrolls sideways with a shadow and a hint as the cue.
import { Button } from '@fanout/ui';
import { useId } from 'react';
import { PageHeader } from '../../site/blocks/PageHeader.js';
import { SiteSection } from '../../site/blocks/SiteSection.js';
import { formatCents } from '../../site/content/formatCents.js';
import { useSiteText } from '../../site/siteText.js';
import { INVOICE_ITEMS, lineTotalCents } from './INVOICE_ITEMS.js';
import { useShopText } from './shopText.js';
import '../../site/blocks/layout.css';
import './InvoicePage.css';
import '../../site/forms/forms.css';

const DISCOUNT_CENTS = 1000n;

export function InvoicePage() {
  const ts = useSiteText();
  const t = useShopText();
  const id = useId();
  const subtotal = INVOICE_ITEMS.reduce((sum, item) => sum + lineTotalCents(item), 0n);
  const total = subtotal - DISCOUNT_CENTS;
  return (
    <>
      <PageHeader title={ts('meta.invoice')} />
      <SiteSection tone="light">
        <p className="example-note">{t('exampleNote')}</p>
        <div className="invoice">
          <div className="card invoice-main">
            <div className="invoice-search">
              <label htmlFor={`${id}-search`}>{t('search')}</label>
              <input disabled id={`${id}-search`} type="search" placeholder={t('searchPlaceholder')} />
              <Button disabled>{t('addItem')}</Button>
            </div>
            <p className="scroll-hint" id={`${id}-hint`}>
              {t('scrollHint')}
            </p>
            {/* Focusable so a keyboard can scroll it; named for the screen reader that lands on it. */}
            <section
              className="table-scroll"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
              tabIndex={0}
              aria-label={t('tableLabel')}
              aria-describedby={`${id}-hint`}
            >
              <table className="invoice-table">
                <thead>
                  <tr>
                    <th scope="col">{t('itemName')}</th>
                    <th scope="col" className="num">
                      {t('price')}
                    </th>
                    <th scope="col" className="num">
                      {t('qty')}
                    </th>
                    <th scope="col" className="num">
                      {t('disc')}
                    </th>
                    <th scope="col" className="num">
                      {t('total')}
                    </th>
                    <th scope="col">{t('update')}</th>
                  </tr>
                </thead>
                <tbody>
                  {INVOICE_ITEMS.map((item) => (
                    <tr key={item.name}>
                      <td>{t(item.name)}</td>
                      <td className="num">{formatCents(item.priceCents)}</td>
                      <td className="num">{String(item.qty)}</td>
                      <td className="num">{String(item.discPercent)}</td>
                      <td className="num">{formatCents(lineTotalCents(item))}</td>
                      <td>
                        <Button disabled size="sm" variant="secondary">
                          {t('update')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <div className="form-row">
              <label htmlFor={`${id}-comments`}>{t('comments')}</label>
              <textarea disabled id={`${id}-comments`} rows={3} placeholder={t('commentsPlaceholder')} />
            </div>
          </div>
          <div className="invoice-side">
            <div className="card">
              <h2>{t('customer')}</h2>
              <p>
                <strong>{t('customerName')}</strong>
              </p>
              <p>{t('customerEmail')}</p>
              <div className="button-row">
                <Button disabled size="sm" variant="secondary">
                  {t('delivery')}
                </Button>
                <Button disabled size="sm" variant="secondary">
                  {t('emailAction')}
                </Button>
                <Button disabled size="sm" variant="secondary">
                  {t('detach')}
                </Button>
              </div>
            </div>
            <div className="card">
              <dl className="summary">
                <dt>{t('subtotal')}</dt>
                <dd>{formatCents(subtotal)}</dd>
                <dt>{t('discount')}</dt>
                <dd>{t('less', { amount: formatCents(DISCOUNT_CENTS) })}</dd>
                <dt>{t('total')}</dt>
                <dd>{formatCents(total)}</dd>
                <dt>{t('amountDue')}</dt>
                <dd>
                  <strong>{formatCents(total)}</strong>
                </dd>
              </dl>
              <div className="button-row">
                <Button disabled size="sm">
                  {t('cash')}
                </Button>
                <Button disabled size="sm">
                  {t('giftCard')}
                </Button>
                <Button disabled size="sm">
                  {t('debitCard')}
                </Button>
              </div>
              <div className="form-row">
                <label htmlFor={`${id}-amount`}>{t('amount')}</label>
                <input disabled id={`${id}-amount`} inputMode="decimal" />
              </div>
              <Button disabled block>
                {t('addPayment')}
              </Button>
            </div>
          </div>
        </div>
      </SiteSection>
    </>
  );
}
