// On your phone (anchor `phone`): the Tool in a mobile wallet browser, with store cards.
import { ToolMockup } from '../../../site/art/ToolMockup.js';
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import { StoreCards } from '../../../site/sections/StoreCards.js';
import { useHomeText } from '../homeText.js';
import '../../../site/blocks/layout.css';

export function PhoneSection() {
  const t = useHomeText();
  return (
    <SiteSection id="phone" kicker={t('phone.kicker')} title={t('phone.title')} lead={t('phone.lead')}>
      <div className="split">
        <div>
          <StoreCards />
          <p className="muted">{t('phone.note')}</p>
        </div>
        <ToolMockup variant={1} label={t('phone.mockupLabel')} />
      </div>
    </SiteSection>
  );
}
