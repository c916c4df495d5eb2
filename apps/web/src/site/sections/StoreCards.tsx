// The two app store cards (App Store, Google Play) for the wallet apps we tested.
import { StoreBadge } from '@fanout/ui';
import { useSectionsText } from './sectionsText.js';
import './StoreCards.css';

const STORES = [
  { name: 'stores.appStore', store: 'app-store', href: 'https://apps.apple.com/' },
  { name: 'stores.googlePlay', store: 'google-play', href: 'https://play.google.com/store' },
] as const;

export function StoreCards() {
  const t = useSectionsText();
  return (
    <div className="store-cards">
      {STORES.map((store) => (
        <StoreBadge
          key={store.name}
          store={store.store}
          href={store.href}
          caption={t('stores.caption')}
          storeName={t(store.name)}
        />
      ))}
    </div>
  );
}
