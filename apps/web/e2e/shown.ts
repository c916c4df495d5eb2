// The text of an element as a reader sees it: a figure's no-break space ("3 transactions", issue 27) read as a plain
// space, so assertions keep the plain-space strings the catalogues are written with.
import type { Locator } from 'playwright-core';
import { spaced } from '../src/testing/spaced.js';

export { spaced };

export async function shown(locator: Locator): Promise<string> {
  return spaced(await locator.innerText());
}

export async function shownAll(locator: Locator): Promise<string[]> {
  return (await locator.allInnerTexts()).map(spaced);
}
