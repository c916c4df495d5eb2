import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressPlugin } from './build/compressPlugin.js';
import { serviceWorkerPlugin } from './build/serviceWorkerPlugin.js';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';
const publicDir = fileURLToPath(new URL('./public', import.meta.url));

export default defineConfig({
  plugins: [react(), serviceWorkerPlugin(publicDir), compressPlugin()],
  build: {
    rolldownOptions: {
      output: {
        // Few, larger chunks: on HTTP/1.1 a browser opens about six connections per host, so a home page split into
        // forty small files waits on round trips. The sections of the home variants travel together, the ui kit
        // too; pages, the Tool and the wallet libraries stay lazy.
        codeSplitting: {
          groups: [
            // What every page needs stays in the entry's own group, so no later group pulls it away.
            { name: 'app', tags: ['$initial'], priority: 30 },
            { name: 'home', test: /apps[\\/]web[\\/]src[\\/]features[\\/]home[\\/]/, priority: 20 },
            { name: 'ui', test: /packages[\\/]ui[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/php': api, '/api': api },
  },
});
