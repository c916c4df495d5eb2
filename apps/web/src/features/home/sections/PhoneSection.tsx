// On your phone (anchor `phone`): the Tool in a mobile wallet browser, with store cards.
import { useTranslation } from 'react-i18next';
import { ToolMockup } from '../../art/ToolMockup.js';
import { SiteSection } from '../../blocks/SiteSection.js';
import { StoreCards } from './StoreCards.js';

export function PhoneSection() {
  const { t } = useTranslation();
  return (
    <SiteSection id="phone" kicker={t('phone.kicker')} title={t('phone.title')} lead={t('phone.lead')}>
      <div className="split">
        <div>
          <StoreCards />
          <p className="muted">{t('phone.note')}</p>
        </div>
        <ToolMockup variant={1} label={t('screenshots.s2')} />
      </div>
    </SiteSection>
  );
}
