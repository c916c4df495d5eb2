// Idea (anchor `about`): who the community is and why bulk tools matter; optional promo video button.
import { PlayButton } from '../../../site/blocks/PlayButton.js';
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import { useHomeText } from '../homeText.js';
import '../../../site/blocks/layout.css';
import './AboutSection.css';

const POINTS = [
  { title: 'idea.time.title', text: 'idea.time.text' },
  { title: 'idea.fees.title', text: 'idea.fees.text' },
  { title: 'idea.mistakes.title', text: 'idea.mistakes.text' },
] as const;

export function AboutSection({ video = true }: { video?: boolean }) {
  const t = useHomeText();
  return (
    <SiteSection id="about" kicker={t('idea.kicker')} title={t('idea.title')} lead={t('idea.lead')}>
      <div className="split">
        <div>
          <p>{t('idea.text')}</p>
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
