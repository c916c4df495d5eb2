// The dark hero of every home variant; variants add a play button, a quote form, a countdown or a background video.
import { LinkButton } from '@fanout/ui';
import { NEXT_MILESTONE_AT } from '../../../site/blocks/NEXT_MILESTONE_AT.js';
import { PlayButton } from '../../../site/blocks/PlayButton.js';
import { SiteCountdown } from '../../../site/blocks/SiteCountdown.js';
import { QuoteForm } from '../../../site/forms/QuoteForm.js';
import { HERO_PICTURE } from '../toolPictures/TOOL_PICTURES.js';
import { ToolPicture } from '../toolPictures/ToolPicture.js';
import { BackgroundVideo } from './BackgroundVideo.js';
import './HeroBanner.css';
import { useHomeText } from '../homeText.js';

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
          {kind === 'countdown' && (
            <div className="hero-countdown">
              <p>{t('countdownHero.title')}</p>
              <SiteCountdown target={NEXT_MILESTONE_AT} label={t('countdownHero.title')} />
            </div>
          )}
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
