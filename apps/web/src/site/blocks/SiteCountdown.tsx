// The ui Countdown with the site's unit labels and the caller's (translated) label, counting `durationMs` from the moment the page opened, or to `target`.
import { Countdown } from '@fanout/ui';
import { useSiteText } from '../siteText.js';

type SiteCountdownProps = { label: string } & ({ durationMs: number; target?: undefined } | { target: number });

export function SiteCountdown(props: SiteCountdownProps) {
  const t = useSiteText();
  const { label } = props;
  const when = props.target !== undefined ? { target: props.target } : { duration: props.durationMs };
  return (
    <Countdown
      {...when}
      label={label}
      labels={{
        days: t('common.countdown.days'),
        hours: t('common.countdown.hours'),
        minutes: t('common.countdown.minutes'),
        seconds: t('common.countdown.seconds'),
      }}
    />
  );
}
