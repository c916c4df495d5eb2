// The anchor a location asks for: an anchor route (/pricing) or the home routes' `anchor` parameter (?anchor=faq).
import { type AnchorId, isAnchorId } from './ANCHOR_IDS.js';

export function anchorFromLocation(pathname: string, search: string): AnchorId | undefined {
  const fromPath = pathname.replace(/^\//, '');
  if (isAnchorId(fromPath)) return fromPath;
  const fromQuery = new URLSearchParams(search).get('anchor') ?? undefined;
  return isAnchorId(fromQuery) ? fromQuery : undefined;
}
