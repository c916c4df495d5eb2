// The ui Countdown with the site's labels, counting `durationMs` from the moment the page opened, or to `target`.
import { Countdown } from '@fanout/ui';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../i18n/MessageKey.js';

type SiteCountdownProps = { label: MessageKey } & ({ durationMs: number; target?: undefined } | { target: number });

export function SiteCountdown(props: SiteCountdownProps) {
  const { t } = useTranslation();
  const { label } = props;
  const when = props.target !== undefined ? { target: props.target } : { duration: props.durationMs };
  return (
    <Countdown
      {...when}
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
