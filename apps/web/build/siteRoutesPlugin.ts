// Vite plugin: emit /site-routes.json, the site's routes without `#`, so the API can send `/tool` to `/#/tool`.
import type { Plugin } from 'vite';
import { SPEC_ANCHOR_ROUTES, SPEC_ROUTES } from '../src/testing/SPEC_ROUTES.js';

export const SITE_ROUTES_FILE = 'site-routes.json';

export function siteRoutesPlugin(): Plugin {
  return {
    name: 'fanout-site-routes',
    apply: 'build',
    generateBundle() {
      const paths = [...SPEC_ROUTES, ...SPEC_ANCHOR_ROUTES].filter((path) => path !== '/');
      this.emitFile({ type: 'asset', fileName: SITE_ROUTES_FILE, source: `${JSON.stringify(paths)}\n` });
    },
  };
}
