import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@fanout/ui/tokens.css';
import './styles/site.css';
import { App } from './App.js';
import { moveToSiteRoot } from './app/moveToSiteRoot.js';
import { preloadRoute } from './app/preloadRoute.js';
import { registerServiceWorker } from './app/registerServiceWorker.js';
import { useLanguageStore } from './i18n/useLanguageStore.js';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

moveToSiteRoot(window.location, window.history);

// Apply the stored language (in Chinese, fetches the Chinese texts of the namespaces the entry defined: the site's,
// the home page's…) and fetch the current page before the first paint, in parallel; a page that fails to load is left
// to the router's Suspense (it retries on render).
const { language, setLanguage } = useLanguageStore.getState();
const ready = Promise.all([setLanguage(language), preloadRoute(window.location.hash).catch(() => undefined)]);
// A transition: React renders the first page in slices of a few milliseconds, so the main thread stays free for
// input while the page builds (no long task for the whole page at once).
void ready.finally(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});

if (import.meta.env.PROD) registerServiceWorker();
