// Stylised mock-up of the Tool page used in the screenshots carousel and the phone section.
interface ToolMockupProps {
  variant: number;
  label: string;
}

export function ToolMockup({ variant, label }: ToolMockupProps) {
  const rows = Array.from({ length: 5 }, (_, i) => i);
  return (
    <svg className="mockup" width="320" height="220" viewBox="0 0 320 220" role="img" aria-label={label}>
      <rect width="320" height="220" rx="14" fill="#ffffff" stroke="#dfe3f0" />
      <rect x="0" y="0" width="320" height="28" rx="14" fill="#0b1020" />
      <circle cx="16" cy="14" r="4" fill="#22d3ee" />
      <rect x="16" y="44" width="90" height="160" rx="8" fill="#f1edfc" />
      <rect x="26" y="58" width="70" height="10" rx="5" fill={variant === 3 ? '#22d3ee' : '#7b3fe4'} />
      <rect x="26" y="78" width="60" height="10" rx="5" fill="#c9bdf2" />
      {rows.map((i) => (
        <g key={i}>
          <rect x="120" y={48 + i * 26} width="140" height="16" rx="4" fill="#eef1f8" />
          <rect
            x="268"
            y={48 + i * 26}
            width="36"
            height="16"
            rx="4"
            fill={variant === 0 && i === 2 ? '#b02a37' : '#7b3fe4'}
            opacity="0.8"
          />
        </g>
      ))}
      <rect x="120" y="186" width="184" height="20" rx="10" fill="#7b3fe4" />
    </svg>
  );
}
