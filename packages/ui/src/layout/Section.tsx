// A page section with an optional centred heading block; its id is the anchor the nav scrolls to.
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Container } from './Container';
import styles from './Section.module.css';

export type SectionTone = 'light' | 'white' | 'dark';

export type SectionProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Small label above the title. */
  eyebrow?: ReactNode;
  tone?: SectionTone;
  /** Heading level of the title; h2 by default. */
  headingLevel?: 1 | 2 | 3;
  children?: ReactNode;
};

export function Section({
  title,
  subtitle,
  eyebrow,
  tone = 'white',
  headingLevel = 2,
  className,
  children,
  ...rest
}: SectionProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={[styles.section, styles[tone], className].filter(Boolean).join(' ')}
      aria-labelledby={title ? titleId : undefined}
      {...rest}
    >
      <Container>
        {title ? (
          <header className={styles.header}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </header>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
