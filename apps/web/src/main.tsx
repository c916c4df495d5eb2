import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fanout/ui/tokens.css';
import './styles/site.css';
import { App } from './App.js';
import { registerServiceWorker } from './features/serviceWorker/registerServiceWorker.js';
import { useLanguageStore } from './i18n/useLanguageStore.js';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Apply the stored language (loads its catalogue if it is not English) before the first paint.
const { language, setLanguage } = useLanguageStore.getState();
void setLanguage(language).finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

if (import.meta.env.PROD) registerServiceWorker();
