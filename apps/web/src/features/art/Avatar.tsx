// Abstract avatar for sample people: shapes and colours derived from a seed, so each person looks different.
interface AvatarProps {
  seed: number;
  size?: number;
  label?: string;
}

const PALETTE = ['#7b3fe4', '#22d3ee', '#4f46e5', '#0ea5a4', '#9333ea', '#0284c7'];

export function Avatar({ seed, size = 96, label }: AvatarProps) {
  const a = PALETTE[seed % PALETTE.length];
  const b = PALETTE[(seed * 7 + 3) % PALETTE.length];
  const cx = 30 + ((seed * 13) % 40);
  return (
    <svg
      className="avatar"
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <rect width="100" height="100" rx="50" fill={a} />
      <circle cx={cx} cy="40" r="18" fill="#ffffff" opacity="0.9" />
      <path d="M18 92 C 26 62, 74 62, 82 92 Z" fill={b} />
    </svg>
  );
}
