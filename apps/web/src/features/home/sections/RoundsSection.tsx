// Games (home four): the community payout rounds as match cards, ids 1 to 48, newest first. The twelve latest show
// (two rows on a desktop, six on a phone, not a wall of 48); a button shows the rest.
import { Button } from '@fanout/ui';
import { useId, useState } from 'react';
import { SiteSection } from '../../../site/blocks/SiteSection.js';
import { payoutRounds } from '../../../site/content/payoutRounds.js';
import './RoundsSection.css';
import { useHomeText } from '../homeText.js';

const SHOWN = 12;
const newestFirst = [...payoutRounds].reverse();

export function RoundsSection() {
  const t = useHomeText();
  const id = useId();
  const [all, setAll] = useState(false);
  return (
    <SiteSection kicker={t('rounds.kicker')} title={t('rounds.title')} lead={t('rounds.lead')} tone="light">
      <ul className="rounds" id={`${id}-rounds`}>
        {newestFirst.map((round, index) => (
          <li key={round.id} className="round-card" data-round={round.id} hidden={!all && index >= SHOWN}>
            <strong>{t('rounds.round', { id: round.id })}</strong>
            <span>{t('rounds.recipients', { count: round.recipients })}</span>
            <span>{t('rounds.batches', { count: round.batches })}</span>
          </li>
        ))}
      </ul>
      <div className="rounds-more">
        <Button variant="secondary" aria-expanded={all} aria-controls={`${id}-rounds`} onClick={() => setAll(!all)}>
          {all ? t('rounds.showLatest', { count: SHOWN }) : t('rounds.showAll', { count: payoutRounds.length })}
        </Button>
      </div>
    </SiteSection>
  );
}
