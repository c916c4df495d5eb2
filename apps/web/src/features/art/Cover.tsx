// Geometric cover for sample blog posts and screenshots: fixed aspect so nothing shifts while loading.
interface CoverProps {
  seed: number;
  width?: number;
  height?: number;
}

export function Cover({ seed, width = 360, height = 200 }: CoverProps) {
  const hue = (seed * 47) % 360;
  const lines = Array.from({ length: 6 }, (_, i) => 20 + i * 30 + (seed % 3) * 5);
  return (
    <svg className="cover" width={width} height={height} viewBox="0 0 360 200" aria-hidden="true">
      <rect width="360" height="200" fill={`hsl(${hue} 55% 22%)`} />
      {lines.map((y) => (
        <path key={y} d={`M40 100 L 320 ${y}`} stroke={`hsl(${(hue + 120) % 360} 80% 70%)`} strokeWidth="2" />
      ))}
      <circle cx="40" cy="100" r="16" fill="#22d3ee" />
    </svg>
  );
}
