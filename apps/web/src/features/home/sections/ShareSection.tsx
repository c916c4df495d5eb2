// Community notes: members share checklists and post-mortems.
import { LinkButton } from '@fanout/ui';
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import { useHomeText } from '../homeText.js';

export function ShareSection() {
  const t = useHomeText();
  return (
    <SiteSection kicker={t('share.kicker')} title={t('share.title')} lead={t('share.lead')}>
      <LinkButton href="#/blog-grid" variant="secondary">
        {t('share.cta')}
      </LinkButton>
    </SiteSection>
  );
}
