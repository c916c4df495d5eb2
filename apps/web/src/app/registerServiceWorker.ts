// Register /service-worker.js (production builds only) and log its lifecycle; nothing else depends on it.
export function registerServiceWorker(url = '/service-worker.js'): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(url)
      .then((registration) => {
        console.info('[service worker] registered', registration.scope);
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => console.info('[service worker]', worker.state));
        });
      })
      .catch((error: unknown) => console.warn('[service worker] registration failed', error));
  });
}
