// The two app store cards (App Store, Google Play) for the wallet apps we tested.
import { StoreBadge } from '@fanout/ui';
import { useTranslation } from 'react-i18next';
import './StoreCards.css';

const STORES = [
  { name: 'phone.appStore', store: 'app-store', href: 'https://apps.apple.com/' },
  { name: 'phone.googlePlay', store: 'google-play', href: 'https://play.google.com/store' },
] as const;

export function StoreCards() {
  const { t } = useTranslation();
  return (
    <div className="store-cards">
      {STORES.map((store) => (
        <StoreBadge
          key={store.name}
          store={store.store}
          href={store.href}
          caption={t('phone.storeSmall')}
          storeName={t(store.name)}
        />
      ))}
    </div>
  );
}
