// `/:anchor`: an anchor id shows home one (the ScrollManager scrolls to the section); anything else is a 404.
import { useParams } from 'react-router';
import { isAnchorId } from '../site/anchors/ANCHOR_IDS.js';
import { PageFrame } from './PageFrame.js';
import { HOME_ONE, NOT_FOUND } from './ROUTES.js';

export function AnchorRoute() {
  const { anchor } = useParams();
  const entry = isAnchorId(anchor) ? HOME_ONE : NOT_FOUND;
  return <PageFrame meta={entry.meta}>{entry.element}</PageFrame>;
}
