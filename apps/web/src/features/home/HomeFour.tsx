// Home variant four (coloured logo): banner, promo, offerings, media, features, games, talk, phone, partners,
// platform, work process; its footer has no newsletter (set by the route).
import { FeaturesSection } from './sections/FeaturesSection.js';
import { HeroBanner } from './sections/HeroBanner.js';
import { MediaSection } from './sections/MediaSection.js';
import { OfferingsSection } from './sections/OfferingsSection.js';
import { PartnersSection } from './sections/PartnersSection.js';
import { PhoneSection } from './sections/PhoneSection.js';
import { PlatformSection } from './sections/PlatformSection.js';
import { ProcessSection } from './sections/ProcessSection.js';
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
