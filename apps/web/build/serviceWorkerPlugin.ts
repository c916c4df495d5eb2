// Vite plugin: emit /service-worker.js with the built files as its precache list (a new build gets a new cache).
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';

import type { Plugin } from 'vite';
import { serviceWorkerSource } from './serviceWorkerSource.js';

// Source maps, licences and videos (large, streamed with range requests) stay out of the offline shell.
const SKIP = /\.(map|LICENSE\.txt|webm|mp4)$/;

export function serviceWorkerPlugin(publicDir: string): Plugin {
  return {
    name: 'fanout-service-worker',
    apply: 'build',
    // After Vite's own generateBundle hooks: vite:css-post drops the JS chunks that only carried CSS (a feature's
    // stylesheet split into its own chunk); listed, they would be a 404 and the worker's install would fail.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = [...Object.keys(bundle), ...readdirSync(publicDir).filter((name) => !name.startsWith('.'))].filter(
        (name) => !SKIP.test(name) && name !== 'service-worker.js',
      );
      const precache = ['/', ...files.map((name) => `/${name}`)].sort();
      const hash = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: 'service-worker.js',
        source: serviceWorkerSource(`fanout-shell-${hash}`, precache),
      });
    },
  };
}
