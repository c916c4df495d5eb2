// Home variants five to ten: the similar stack of SPEC §2 with each variant's hero
// (six: play button and video modal, seven: quote form, eight: countdown and discount box, nine: background video).

import { CountersSection } from '../../site/sections/CountersSection.js';
import { MediaSection } from '../../site/sections/MediaSection.js';
import { ProcessSection } from '../../site/sections/ProcessSection.js';
import { TeamSection } from '../../site/sections/TeamSection.js';
import { AboutSection } from './sections/AboutSection.js';
import { BlogSection } from './sections/BlogSection.js';
import { ContactSection } from './sections/ContactSection.js';
import { DiscountSection } from './sections/DiscountSection.js';
import { FaqSection } from './sections/FaqSection.js';
import { FeaturesSection } from './sections/FeaturesSection.js';
import { HeroBanner, type HeroKind } from './sections/HeroBanner.js';
import { PhoneSection } from './sections/PhoneSection.js';
import { PlatformSection } from './sections/PlatformSection.js';
import { PricingSection } from './sections/PricingSection.js';
import { PromoSection } from './sections/PromoSection.js';
import { ScreenshotsSection } from './sections/ScreenshotsSection.js';
import { TestimonialsSection } from './sections/TestimonialsSection.js';

const HEROES: Record<number, HeroKind> = {
  5: 'centered',
  6: 'play',
  7: 'quote',
  8: 'countdown',
  9: 'video',
  10: 'illustration',
};

export function HomeVariant({ variant }: { variant: number }) {
  return (
    <>
      <HeroBanner kind={HEROES[variant] ?? 'illustration'} />
      {variant === 8 && <DiscountSection />}
      <PromoSection />
      <AboutSection video={variant !== 6} />
      <FeaturesSection />
      {variant % 2 === 1 ? <PlatformSection /> : <PhoneSection />}
      <ScreenshotsSection />
      <ProcessSection />
      <PricingSection />
      <CountersSection />
      <TeamSection />
      <FaqSection />
      <TestimonialsSection />
      <BlogSection />
      <ContactSection />
      <MediaSection />
    </>
  );
}
