// Home variant four (coloured logo): banner, promo, offerings, media, features, games, talk, phone, partners,
// platform, work process; its footer has no newsletter (set by the route).

import { MediaSection } from '../../site/sections/MediaSection.js';
import { OfferingsSection } from '../../site/sections/OfferingsSection.js';
import { ProcessSection } from '../../site/sections/ProcessSection.js';
import { FeaturesSection } from './sections/FeaturesSection.js';
import { HeroBanner } from './sections/HeroBanner.js';
import { PartnersSection } from './sections/PartnersSection.js';
import { PhoneSection } from './sections/PhoneSection.js';
import { PlatformSection } from './sections/PlatformSection.js';
import { PromoSection } from './sections/PromoSection.js';
import { RoundsSection } from './sections/RoundsSection.js';
import { TalkSection } from './sections/TalkSection.js';

export function HomeFour() {
  return (
    <>
      <HeroBanner kind="centered" />
      <PromoSection />
      <OfferingsSection />
      <MediaSection />
      <FeaturesSection />
      <RoundsSection />
      <TalkSection />
      <PhoneSection />
      <PartnersSection />
      <PlatformSection />
      <ProcessSection />
    </>
  );
}
