// Chinese texts that ship apart from the English: fetched only once Chinese is wanted, and for a page whose chunk
// defines such a namespace later, before that page renders (never a key shown in place of a text).
import { describe, expect, it } from 'vitest';
import { defineNamespace } from '../i18n/defineNamespace.js';
import { i18n } from '../i18n/i18n.js';
import { loadMessages } from '../i18n/loadMessages.js';
import { lazyPage } from './lazyPage.js';

function LaterPage() {
  return null;
}

describe('Chinese texts loaded on demand', () => {
  it('are fetched when Chinese is wanted, and a lazy page brings its own before it renders', async () => {
    let fetched = 0;
    defineNamespace('earlyTest', { hello: 'Hello' }, async () => {
      fetched += 1;
      return { hello: '你好' };
    });
    expect(fetched).toBe(0);
    expect(i18n.hasResourceBundle('chs', 'earlyTest')).toBe(false);

    await loadMessages('chs');
    expect(fetched).toBe(1);
    expect(i18n.getResource('chs', 'earlyTest', 'hello')).toBe('你好');

    // A page chunk that arrives after the switch and defines its namespace as it loads.
    const Page = lazyPage(async () => {
      defineNamespace('laterTest', { title: 'Later' }, async () => ({ title: '稍后' }));
      return { LaterPage };
    }, 'LaterPage');
    await Page.preload();
    expect(i18n.getResource('chs', 'laterTest', 'title')).toBe('稍后');
    await loadMessages('chs');
    expect(fetched).toBe(1);
  });
});
