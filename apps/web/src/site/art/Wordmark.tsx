// A fictional organisation's wordmark: its name set in a simple mark, never a real company's logo.
import './Wordmark.css';

interface WordmarkProps {
  name: string;
  seed: number;
}

export function Wordmark({ name, seed }: WordmarkProps) {
  const shape =
    seed % 3 === 0 ? (
      <circle cx="12" cy="12" r="9" />
    ) : seed % 3 === 1 ? (
      <rect x="3" y="3" width="18" height="18" rx="4" />
    ) : (
      <path d="M12 2 L22 22 L2 22 Z" />
    );
  return (
    <span className="wordmark">
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        {shape}
      </svg>
      <span>{name}</span>
    </span>
  );
}
