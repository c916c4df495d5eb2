// Geometric cover image for sample posts: fixed aspect so nothing shifts while loading.
import { coverUrl } from './coverUrl.js';

interface CoverProps {
  seed: number;
  width?: number;
  height?: number;
}

export function Cover({ seed, width = 360, height = 200 }: CoverProps) {
  return <img className="cover" src={coverUrl(seed)} width={width} height={height} alt="" />;
}
