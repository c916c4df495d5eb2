// Abstract avatar image for sample people (decorative unless labelled).
import { avatarUrl } from './avatarUrl.js';

interface AvatarProps {
  seed: number;
  size?: number;
  label?: string;
}

export function Avatar({ seed, size = 96, label }: AvatarProps) {
  return <img className="avatar" src={avatarUrl(seed)} width={size} height={size} alt={label ?? ''} />;
}
