// The dark hero of every home variant; variants add a play button, a quote form, a countdown or a background video.
import { LinkButton } from '@fanout/ui';
import { PlayButton } from '../../../site/blocks/PlayButton.js';
import { SiteCountdown } from '../../../site/blocks/SiteCountdown.js';
import { QuoteForm } from '../../../site/forms/QuoteForm.js';
import '../../../site/blocks/layout.css';
import '../../../site/blocks/SiteSection.css';
import { HERO_PICTURE } from '../toolPictures/TOOL_PICTURES.js';
import { ToolPicture } from '../toolPictures/ToolPicture.js';
import { BackgroundVideo } from './BackgroundVideo.js';
import './HeroBanner.css';
import { useHomeText } from '../homeText.js';
import { nextMilestone } from '../roadmap/nextMilestone.js';

export type HeroKind = 'illustration' | 'centered' | 'play' | 'quote' | 'countdown' | 'video';

interface HeroBannerProps {
  kind?: HeroKind;
}

export function HeroBanner({ kind = 'illustration' }: HeroBannerProps) {
  const t = useHomeText();
  return (
    <section className={`hero hero-${kind}`} aria-labelledby="hero-title">
      {kind === 'video' && <BackgroundVideo />}
      <div className="container hero-inner">
        <div className="hero-copy">
          <p className="kicker">{t('hero.kicker')}</p>
          <h1 id="hero-title">{t('hero.title')}</h1>
          <p className="lead">{t('hero.lead')}</p>
          <div className="hero-actions">
            <LinkButton href="#/tool" size="lg">
              {t('hero.ctaTool')}
            </LinkButton>
            {kind === 'play' && <PlayButton />}
          </div>
          {kind === 'countdown' && <MilestoneCountdown />}
        </div>
        {kind === 'quote' ? (
          <div className="hero-side card">
            <p className="kicker">{t('quoteHero.kicker')}</p>
            <QuoteForm />
          </div>
        ) : kind === 'illustration' || kind === 'play' ? (
          <div className="hero-side">
            <ToolPicture picture={HERO_PICTURE} hero />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** Home eight: the countdown to the next roadmap milestone, named with its quarter. */
function MilestoneCountdown() {
  const t = useHomeText();
  const { key, startsAt } = nextMilestone(Date.now());
  const title = t('countdownHero.title', {
    milestone: t(`roadmap.${key}.title`),
    date: t(`roadmap.${key}.date`),
  });
  return (
    <div className="hero-countdown">
      <p>{title}</p>
      <SiteCountdown target={startsAt} label={title} />
    </div>
  );
}
