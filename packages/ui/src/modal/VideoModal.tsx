// A play button that opens the promo video in a modal: autoplays on open, and closing unmounts (destroys) the player.
// A file URL (.mp4, .webm, ...) plays in <video>; anything else is treated as an embeddable player URL.
import { type ReactNode, useState } from 'react';
import { mediaKind } from '../format/mediaKind';
import { Modal } from './Modal';
import styles from './VideoModal.module.css';

export type VideoModalProps = {
  /** The fixed public video link. */
  src: string;
  /** Names the dialog and the player. */
  title: string;
  /** Accessible name of the play button, e.g. "Play video". */
  playLabel: string;
  closeLabel: string;
  poster?: string;
  /** Custom trigger content (e.g. a thumbnail); the round play icon by default. */
  children?: ReactNode;
  className?: string;
  /** Caption tracks of a file video (WebVTT); the first is shown by default. */
  captions?: { src: string; srclang: string; label: string }[];
  /** Shown instead of the player when a file video cannot be loaded (an empty black box tells the visitor nothing). */
  errorText?: string;
};

function withAutoplay(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}autoplay=1`;
}

export function VideoModal({
  src,
  title,
  playLabel,
  closeLabel,
  poster,
  children,
  className,
  captions = [],
  errorText,
}: VideoModalProps) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const isFile = mediaKind(src) === 'video';

  return (
    <>
      <button
        type="button"
        className={[children ? styles.custom : styles.trigger, className].filter(Boolean).join(' ')}
        aria-label={playLabel}
        aria-haspopup="dialog"
        onClick={() => {
          setFailed(false);
          setOpen(true);
        }}
      >
        {children ?? (
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 4.5v15l12-7.5z" fill="currentColor" />
          </svg>
        )}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} hideTitle closeLabel={closeLabel} size="video">
        {isFile && failed && errorText ? (
          <p className={styles.error} role="alert">
            {errorText}
          </p>
        ) : isFile ? (
          // biome-ignore lint/a11y/useMediaCaption: captions come from the caller when the video has them
          <video
            className={styles.frame}
            src={src}
            poster={poster}
            title={title}
            autoPlay
            controls
            playsInline
            onError={() => setFailed(true)}
          >
            {captions.map((track, index) => (
              <track
                key={track.src}
                kind="captions"
                src={track.src}
                srcLang={track.srclang}
                label={track.label}
                default={index === 0}
              />
            ))}
          </video>
        ) : (
          <iframe
            className={styles.frame}
            src={withAutoplay(src)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        )}
      </Modal>
    </>
  );
}
