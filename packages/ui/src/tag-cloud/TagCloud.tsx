// The blog sidebar's tags: a wrapped list of pill links, optionally with post counts.
import hidden from '../a11y/VisuallyHidden.module.css';
import styles from './TagCloud.module.css';

export type Tag = { label: string; href: string; count?: number };

export type TagCloudProps = {
  tags: Tag[];
  /** Accessible name of the list, e.g. "Tags". */
  label: string;
  /** What a screen reader hears for a count, e.g. n => `, ${n} posts`; the bare number by default. */
  countLabel?: (count: number) => string;
  className?: string;
};

export function TagCloud({ tags, label, countLabel, className }: TagCloudProps) {
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.href}>
          <a className={styles.tag} href={tag.href}>
            {tag.label}
            {tag.count !== undefined && countLabel ? (
              <>
                <span className={styles.count} aria-hidden="true">
                  {tag.count}
                </span>
                <span className={hidden.hidden}>{countLabel(tag.count)}</span>
              </>
            ) : null}
            {tag.count !== undefined && !countLabel ? <span className={styles.count}>{tag.count}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
