// Launch Debian's Chromium through playwright-core (no browser download), with the flags from TOOLCHAIN.md.
import { type Browser, chromium } from 'playwright-core';
import { CHROME_FLAGS } from '../scripts/chromeFlags.mjs';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: [...CHROME_FLAGS] });
}
