// The Fanout mark: one point with lines fanning out to five; monochrome, or coloured (home variant four).
import { useId } from 'react';

interface LogoProps {
  coloured?: boolean;
  size?: number;
}

const ENDS = [6, 13, 20, 27, 34];

export function Logo({ coloured = false, size = 32 }: LogoProps) {
  const gradient = useId();
  const stroke = coloured ? `url(#${gradient})` : 'currentColor';
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      {coloured && (
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7b3fe4" />
            <stop offset="1" stopColor="#22d3ee" />
          </linearGradient>
        </defs>
      )}
      <circle cx="7" cy="20" r="5" fill={stroke} />
      {ENDS.map((y) => (
        <g key={y}>
          <path
            d={`M11 20 C 20 20, 24 ${y}, 31 ${y}`}
            fill="none"
            stroke={stroke}
            strokeWidth="2.2"
            strokeLinecap="round"
          />
          <circle cx="34" cy={y} r="2.6" fill={stroke} />
        </g>
      ))}
    </svg>
  );
}
