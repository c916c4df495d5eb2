// A modal dialog: labelled by its title, focus kept inside while open, closed by Escape, the close button
// or a click outside, focus returned to where it was. Content is unmounted when closed. When the focused element
// inside is removed (content that changes as it loads), focus goes back to the dialog, so Escape and Tab still work.
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './Modal.module.css';

export type ModalSize = 'md' | 'lg' | 'video';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** Names the dialog; shown as its heading unless hideTitle. */
  title: ReactNode;
  hideTitle?: boolean;
  /** Accessible name of the close button, e.g. "Close". */
  closeLabel: string;
  size?: ModalSize;
  children?: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, video[controls], [tabindex]:not([tabindex="-1"])';

export function Modal({ open, onClose, title, hideTitle = false, closeLabel, size = 'md', children }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    // A removed element drops focus to <body>, outside the dialog's key handler: take it back.
    const keepFocus = new MutationObserver(() => {
      const active = document.activeElement;
      if (dialog && (active === null || active === document.body)) dialog.focus();
    });
    if (dialog) keepFocus.observe(dialog, { childList: true, subtree: true });
    return () => {
      keepFocus.disconnect();
      document.body.style.overflow = overflow;
      returnTo?.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    // The overlay only catches clicks outside the dialog; keyboard users close with Escape or the button.
    // biome-ignore lint/a11y/noStaticElementInteractions: backdrop click is a pointer convenience
    <div className={styles.overlay} onMouseDown={onOverlayMouseDown}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.dialog, size === 'md' ? undefined : styles[size]].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? styles.srOnly : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
