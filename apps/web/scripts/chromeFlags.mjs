// Debian Chromium's flags on this machine (TOOLCHAIN.md), for every browser the web package launches: the browser
// tests (e2e/launchBrowser.ts) and the scripts that look at the built site (builtSite.mjs).
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
