// Centres content at the site's container width (about 1200 px) with side padding on phones.
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Container.module.css';

export type ContainerProps = HTMLAttributes<HTMLDivElement> & {
  /** A reading-width column (about 800 px) for articles and forms. */
  narrow?: boolean;
  children?: ReactNode;
};

export function Container({ narrow, className, ...rest }: ContainerProps) {
  const classes = [styles.container, narrow ? styles.narrow : undefined, className].filter(Boolean).join(' ');
  return <div className={classes} {...rest} />;
}
