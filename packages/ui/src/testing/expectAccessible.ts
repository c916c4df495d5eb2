// Runs axe-core on a rendered element and fails with the rule ids and nodes of any violation.
import axe from 'axe-core';
import { expect } from 'vitest';

export async function expectAccessible(element: Element): Promise<void> {
  const results = await axe.run(element, {
    // jsdom never loads media, so waiting for it (no-autoplay-audio) would hang.
    preload: false,
    resultTypes: ['violations'],
    rules: {
      // jsdom cannot compute colours; contrast is checked against the tokens instead.
      'color-contrast': { enabled: false },
      // Components are page fragments: landmarks are the page's job.
      region: { enabled: false },
    },
  });
  const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
  expect(found).toEqual([]);
}
