// The ui Countdown with the site's labels, counting `durationMs` from the moment the page opened.
import { Countdown } from '@fanout/ui';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../i18n/MessageKey.js';

export function SiteCountdown({ durationMs, label }: { durationMs: number; label: MessageKey }) {
  const { t } = useTranslation();
  return (
    <Countdown
      duration={durationMs}
      label={t(label)}
      labels={{
        days: t('comingSoon.days'),
        hours: t('comingSoon.hours'),
        minutes: t('comingSoon.minutes'),
        seconds: t('comingSoon.seconds'),
      }}
    />
  );
}
