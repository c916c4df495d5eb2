// Idea (anchor `about`): who the community is and why bulk tools matter; optional promo video button.
import { useTranslation } from 'react-i18next';
import { PlayButton } from '../../../site/blocks/PlayButton.js';
import { SiteSection } from '../../../site/blocks/SiteSection.js';

const POINTS = [
  { title: 'about.timeTitle', text: 'about.timeText' },
  { title: 'about.feesTitle', text: 'about.feesText' },
  { title: 'about.mistakesTitle', text: 'about.mistakesText' },
] as const;

export function AboutSection({ video = true }: { video?: boolean }) {
  const { t } = useTranslation();
  return (
    <SiteSection id="about" kicker={t('about.kicker')} title={t('about.title')} lead={t('about.lead')}>
      <div className="split">
        <div>
          <p>{t('about.text')}</p>
          {video && <PlayButton />}
        </div>
        <ul className="point-list">
          {POINTS.map((p) => (
            <li key={p.title}>
              <strong>{t(p.title)}</strong>
              <span>{t(p.text)}</span>
            </li>
          ))}
        </ul>
      </div>
    </SiteSection>
  );
}
