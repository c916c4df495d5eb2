// Talk (home four): a call to book a host before a big send.
import { LinkButton } from '@fanout/ui';
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import './TalkSection.css';
import { useHomeText } from '../homeText.js';

export function TalkSection() {
  const t = useHomeText();
  return (
    <SiteSection tone="dark">
      <div className="talk">
        <div>
          <h2>{t('talk.title')}</h2>
          <p>{t('talk.lead')}</p>
        </div>
        <LinkButton href="#/contact-us" variant="ghost" size="lg">
          {t('talk.cta')}
        </LinkButton>
      </div>
    </SiteSection>
  );
}
