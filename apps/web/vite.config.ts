import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { compressPlugin } from './build/compressPlugin.js';
import { devChainEnv } from './build/devChainEnv.js';
import { routeHintsPlugin } from './build/routeHintsPlugin.js';
import { serviceWorkerPlugin } from './build/serviceWorkerPlugin.js';
import { siteRoutesPlugin } from './build/siteRoutesPlugin.js';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';
const publicDir = fileURLToPath(new URL('./public', import.meta.url));
const webRoot = fileURLToPath(new URL('.', import.meta.url));
// Pages whose files a first visit fetches alongside the entry (build/routeHintsPlugin): the home pages, the blog grid
// (the pages `pnpm bench:web` measures), and the Tool with the nav's live wallet button, which the Tool loads before
// its first paint (wallet-core is there: ConnectSlot goes live).
const HOME = 'src/features/home/';
const routeHints: Record<string, string[]> = {
  '/': [`${HOME}HomeOne.tsx`],
  ...Object.fromEntries(
    [2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => [
      `/index-${n}`,
      [n === 4 ? `${HOME}HomeFour.tsx` : n <= 3 ? `${HOME}HomeOne.tsx` : `${HOME}HomeVariant.tsx`],
    ]),
  ),
  '/blog-grid': ['src/features/blog/BlogGridPage.tsx'],
  '/tool': ['src/features/tool/ToolPage.tsx', 'src/features/wallet/WalletButton.tsx'],
};

const localChainFile = fileURLToPath(new URL('../../packages/contracts/.chain/local.json', import.meta.url));

const config: UserConfig = {
  plugins: [
    react(),
    siteRoutesPlugin(),
    routeHintsPlugin(webRoot, routeHints),
    serviceWorkerPlugin(publicDir),
    compressPlugin(),
  ],
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
            // The home sections' Chinese texts stay out (they are fetched only when Chinese is wanted: i18n/pendingChinese).
            {
              name: 'home',
              test: /^(?!.*[\\/]i18n[\\/]chs\.ts$).*apps[\\/]web[\\/]src[\\/](features[\\/]home|site[\\/]sections)[\\/]/,
              priority: 10,
            },
            // The whole ui kit is one chunk the entry imports: every page uses it, and the browser fetches it alongside
            // the entry instead of after it (one round trip less before the first paint). It comes before the home
            // group, which would otherwise take the ui parts it uses (and every page using those would load it).
            // Not its carousel: only home sections use it, and with embla it is 8 KB gzip every other page (the Tool) would
            // load for nothing; it goes with the home group. batch-core's limits (the zero address, the batch size: a few
            // constants) travel with the kit: the home sections and the Tool's wallet code use them, and in the home
            // group the Tool would load the home chunk (13 KB) for one. The secondary pages' header (PageHeader, 0.7 KB
            // with its stylesheet) too: on its own it was two more requests before each such page (the Tool) could
            // paint. With it, the kit takes what the header imports from the entry (React, the router, i18next): the
            // first load is the same bytes in two files of about 50 and 70 KB gzip that download side by side.
            {
              name: 'ui',
              test: /packages[\\/](ui[\\/](?!src[\\/]carousel[\\/])|batch-core[\\/]dist[\\/]limits[\\/])|apps[\\/]web[\\/]src[\\/]site[\\/]blocks[\\/]PageHeader\./,
              priority: 40,
            },
            // The wallet code the Tool opens with (wallet-core's session, the notices, the nav's live button, the
            // amounts it shows, wallet-core's error class, the transfer's store its leave guard reads, with the chain
            // settings it holds) is one chunk: on HTTP/1.1 small files queue on the browser's six connections behind
            // the entry, each a round trip. The nav's Connect slot stays in the entry (without wallet-core), the
            // Chinese texts stay out.
            {
              name: 'wallet',
              test: /apps[\\/]web[\\/]src[\\/]features[\\/]wallet[\\/](?!i18n[\\/]chs\.ts$)|packages[\\/]wallet-core[\\/]dist[\\/]errors[\\/]WalletCoreError\.js$|packages[\\/]batch-core[\\/]dist[\\/](units[\\/]|errors[\\/]InvalidOptionError\.js$)|apps[\\/]web[\\/]src[\\/]features[\\/]tool[\\/](transfer[\\/](transferStore|reorgNotices)\.ts$|chains[\\/]toolChains\.ts$|i18n[\\/]figures\.ts$)|packages[\\/]wallet-core[\\/]dist[\\/](chainSettings[\\/]|chains[\\/]setActiveChain)/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/php': api, '/api': api },
  },
};

export default defineConfig(async ({ command }) => {
  if (command === 'serve' && !process.env.VITE_CHAIN_RPC_URL) {
    const vars = await devChainEnv(localChainFile, process.env.FANOUT_DEV_CHAIN === '1');
    Object.assign(process.env, vars);
    if (vars.VITE_CHAIN_RPC_URL) console.log(`Tool on the local chain ${vars.VITE_CHAIN_RPC_URL}`);
  }
  return config;
});
