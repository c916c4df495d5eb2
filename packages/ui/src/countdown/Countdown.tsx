// Days, hours, minutes and seconds left until a target time, or for a duration counted from first render.
import { useEffect, useRef, useState } from 'react';
import styles from './Countdown.module.css';
import { splitDuration } from './splitDuration';

export type CountdownLabels = { days: string; hours: string; minutes: string; seconds: string };

export type CountdownProps = (
  | { /** When the countdown ends. */ target: Date | number; duration?: undefined }
  | {
      /** Milliseconds from first render, e.g. 63072000000 for the coming-soon page. */ duration: number;
      target?: undefined;
    }
) & {
  labels: CountdownLabels;
  /** Accessible name of the timer, e.g. "Time until launch". */
  label: string;
  tone?: 'dark' | 'light';
  onComplete?: () => void;
  className?: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

export function Countdown({ target, duration, labels, label, tone = 'dark', onComplete, className }: CountdownProps) {
  const endRef = useRef<number>(target !== undefined ? new Date(target).getTime() : Date.now() + (duration ?? 0));
  if (target !== undefined) endRef.current = new Date(target).getTime();
  const [remaining, setRemaining] = useState(() => endRef.current - Date.now());
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;

  useEffect(() => {
    const tick = () => {
      const left = endRef.current - Date.now();
      setRemaining(left);
      if (left <= 0) {
        clearInterval(timer);
        completeRef.current?.();
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, []);

  const parts = splitDuration(remaining);
  const units = [
    { key: 'days', value: String(parts.days), label: labels.days },
    { key: 'hours', value: pad(parts.hours), label: labels.hours },
    { key: 'minutes', value: pad(parts.minutes), label: labels.minutes },
    { key: 'seconds', value: pad(parts.seconds), label: labels.seconds },
  ];

  return (
    <div role="timer" aria-label={label} className={className}>
      <ul className={[styles.countdown, tone === 'light' ? styles.light : undefined].filter(Boolean).join(' ')}>
        {units.map((unit) => (
          <li key={unit.key} className={styles.unit} data-unit={unit.key}>
            <span className={styles.value}>{unit.value}</span>
            <span className={styles.label}>{unit.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
