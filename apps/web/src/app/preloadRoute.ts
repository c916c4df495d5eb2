// Fetch the page of a location hash ('#/tool', '#/pricing', '') before the first render.
import { isAnchorId } from '../site/anchors/ANCHOR_IDS.js';
import { HOME_ONE, NOT_FOUND, ROUTES, type RouteEntry } from './ROUTES.js';

export function routeForHash(hash: string): RouteEntry {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] || '/';
  const entry = ROUTES.find((route) => route.path === path);
  if (entry) return entry;
  return isAnchorId(path.slice(1)) ? HOME_ONE : NOT_FOUND;
}

export async function preloadRoute(hash: string): Promise<void> {
  const page = routeForHash(hash).element.type as { preload?: () => Promise<unknown> };
  await page.preload?.();
}
