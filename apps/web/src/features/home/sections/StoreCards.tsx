// The two app store cards (App Store, Google Play) for the wallet apps we tested.
import { useTranslation } from 'react-i18next';

const STORES = [
  { name: 'phone.appStore', icon: '▲', href: 'https://apps.apple.com/' },
  { name: 'phone.googlePlay', icon: '▶', href: 'https://play.google.com/store' },
] as const;

export function StoreCards() {
  const { t } = useTranslation();
  return (
    <div className="store-cards">
      {STORES.map((store) => (
        <a key={store.name} className="store-card" href={store.href} target="_blank" rel="noopener noreferrer">
          <span className="store-icon" aria-hidden="true">
            {store.icon}
          </span>
          <span>
            <small>{t('phone.storeSmall')}</small>
            <strong>{t(store.name)}</strong>
          </span>
        </a>
      ))}
    </div>
  );
}
