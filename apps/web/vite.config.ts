import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorkerPlugin } from './build/serviceWorkerPlugin.js';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';
const publicDir = fileURLToPath(new URL('./public', import.meta.url));

export default defineConfig({
  plugins: [react(), serviceWorkerPlugin(publicDir)],
  server: {
    port: 5173,
    proxy: { '/php': api, '/api': api },
  },
});
