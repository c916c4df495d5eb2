// A labelled skill level from 0 to 100 %, as a meter with a filled bar.
import { useId } from 'react';
import hidden from '../a11y/VisuallyHidden.module.css';
import styles from './SkillBar.module.css';

export type SkillBarProps = {
  label: string;
  /** Percent, clamped to 0–100. */
  value: number;
  className?: string;
};

export function SkillBar({ label, value, className }: SkillBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  const labelId = useId();
  return (
    <div className={[styles.skill, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <span id={labelId}>{label}</span>
        <span className={styles.value} aria-hidden="true">
          {percent}%
        </span>
      </div>
      {/* The native meter carries the value for assistive tech; the bar below is its styled picture. */}
      <meter className={hidden.hidden} aria-labelledby={labelId} min={0} max={100} value={percent}>
        {percent}%
      </meter>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
