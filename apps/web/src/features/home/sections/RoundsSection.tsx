// Games (home four): the community payout rounds as match cards, ids 1 to 48.
import { useTranslation } from 'react-i18next';
import { SiteSection } from '../../blocks/SiteSection.js';
import { payoutRounds } from '../../content/payoutRounds.js';

export function RoundsSection() {
  const { t } = useTranslation();
  return (
    <SiteSection kicker={t('games.kicker')} title={t('games.title')} lead={t('games.lead')} tone="light">
      <ul className="rounds">
        {payoutRounds.map((round) => (
          <li key={round.id} className="round-card" data-round={round.id}>
            <strong>{t('games.round', { id: round.id })}</strong>
            <span>{t('games.recipients', { count: round.recipients })}</span>
            <span>{t('games.batches', { count: round.batches })}</span>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}
