// Hero illustration: a sender fanning out to a grid of wallets, drawn in SVG with fixed size.
interface FanoutIllustrationProps {
  label: string;
}

const TARGETS = Array.from({ length: 9 }, (_, i) => ({ x: 330, y: 30 + i * 30 }));

export function FanoutIllustration({ label }: FanoutIllustrationProps) {
  return (
    <svg className="hero-art" width="420" height="300" viewBox="0 0 420 300" role="img" aria-label={label}>
      <defs>
        <linearGradient id="fan-line" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#7b3fe4" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      {TARGETS.map((t) => (
        <path
          key={t.y}
          d={`M90 150 C 200 150, 220 ${t.y}, ${t.x} ${t.y}`}
          fill="none"
          stroke="url(#fan-line)"
          strokeWidth="2"
          opacity="0.85"
        />
      ))}
      <circle cx="80" cy="150" r="34" fill="#7b3fe4" />
      <circle cx="80" cy="150" r="14" fill="#0b1020" />
      {TARGETS.map((t) => (
        <rect key={t.y} x={t.x} y={t.y - 10} width="60" height="20" rx="6" fill="#1b2340" stroke="#22d3ee" />
      ))}
    </svg>
  );
}
