// Countdown to a moment `durationMs` after the page opened, in days, hours, minutes and seconds.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitDuration } from './splitDuration.js';

interface CountdownProps {
  durationMs: number;
}

export function Countdown({ durationMs }: CountdownProps) {
  const { t } = useTranslation();
  const [end] = useState(() => Date.now() + durationMs);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = splitDuration(end - now);
  const parts = [
    { key: 'days', value: left.days, label: t('comingSoon.days') },
    { key: 'hours', value: left.hours, label: t('comingSoon.hours') },
    { key: 'minutes', value: left.minutes, label: t('comingSoon.minutes') },
    { key: 'seconds', value: left.seconds, label: t('comingSoon.seconds') },
  ];
  return (
    <div className="countdown" role="timer">
      {parts.map((part) => (
        <div key={part.key} className="countdown-part" data-part={part.key}>
          <span className="countdown-value">{String(part.value).padStart(2, '0')}</span>
          <span className="countdown-label">{part.label}</span>
        </div>
      ))}
    </div>
  );
}
