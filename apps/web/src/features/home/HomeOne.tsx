// Home variant one: the full stack of SPEC §2 (every anchor id of the site is on this page).

import { CountersSection } from '../../site/sections/CountersSection.js';
import { MediaSection } from '../../site/sections/MediaSection.js';
import { ProcessSection } from '../../site/sections/ProcessSection.js';
import { TeamSection } from '../../site/sections/TeamSection.js';
import { AboutSection } from './sections/AboutSection.js';
import { BlogSection } from './sections/BlogSection.js';
import { ContactSection } from './sections/ContactSection.js';
import { FaqSection } from './sections/FaqSection.js';
import { FeaturesSection } from './sections/FeaturesSection.js';
import { HeroBanner, type HeroKind } from './sections/HeroBanner.js';
import { PartnersSection } from './sections/PartnersSection.js';
import { PhoneSection } from './sections/PhoneSection.js';
import { PlatformSection } from './sections/PlatformSection.js';
import { PricingSection } from './sections/PricingSection.js';
import { PromoSection } from './sections/PromoSection.js';
import { ScreenshotsSection } from './sections/ScreenshotsSection.js';
import { ShareSection } from './sections/ShareSection.js';
import { TestimonialsSection } from './sections/TestimonialsSection.js';

/** Variants one to three share this stack; two and three use another hero and add the community notes. */
export function HomeOne({ hero = 'illustration', share = false }: { hero?: HeroKind; share?: boolean }) {
  return (
    <>
      <HeroBanner kind={hero} />
      <PromoSection />
      <AboutSection />
      <PlatformSection />
      {share && <ShareSection />}
      <PhoneSection />
      <FeaturesSection />
      <ScreenshotsSection />
      <ProcessSection />
      <CountersSection />
      <PricingSection />
      <FaqSection />
      <TestimonialsSection />
      <TeamSection />
      <ContactSection />
      <BlogSection />
      <MediaSection />
      <PartnersSection />
    </>
  );
}
