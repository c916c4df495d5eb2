import { describe, expect, it } from 'vitest';
import { en as pagesEn } from '../features/pages/i18n/en.js';
import { chs } from './chs.js';
import { en } from './en.js';
import { PROPER_NOUNS } from './PROPER_NOUNS.js';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

// A text as the visitor reads it: proper nouns filled in.
const withNames = (text: string) =>
  text.replace(/{{(\w+)}}/g, (whole, name: string) => PROPER_NOUNS[name as keyof typeof PROPER_NOUNS] ?? whole);

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('translation catalogues', () => {
  const english = leaves(en as unknown as Tree);
  const chinese = leaves(chs as unknown as Tree);

  it('have exactly the same keys in English and Chinese', () => {
    expect([...chinese.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !chinese.has(k))).toEqual([]);
  });

  it('have no empty text in either language', () => {
    expect([...english].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
    expect([...chinese].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...english].filter(
      ([k, v]) => placeholders(v).join() !== placeholders(chinese.get(k) ?? '').join(),
    );
    expect(mismatched.map(([k]) => k)).toEqual([]);
  });

  // The 404 text keeps the spec's meaning, written correctly (issue #23).
  it('keep the spec texts of the forms and the 404 page', () => {
    expect(en.contact.success).toBe('Form submitted successfully');
    expect(en.contact.error).toBe('Found error in the form. Please check again.');
    expect(pagesEn.notFound.title).toBe('Sorry, something went wrong');
    expect(pagesEn.notFound.text).toBe(
      'The page you are looking for might have been removed, had its name changed, or be temporarily unavailable.',
    );
    expect(pagesEn.notFound.home).toBe('Go to Homepage');
  });

  it('give every page title a meta description of search-result length', () => {
    for (const key of Object.keys(en.meta)) {
      const english = withNames(en.metaDescription[key as keyof typeof en.metaDescription]);
      expect(english, key).toBeDefined();
      expect(english.length, key).toBeGreaterThanOrEqual(25);
      expect(english.length, key).toBeLessThanOrEqual(160);
      expect(chs.metaDescription[key as keyof typeof chs.metaDescription], key).toBeDefined();
    }
    expect(Object.keys(en.metaDescription).sort()).toEqual(Object.keys(en.meta).sort());
  });

  it('is really translated: most Chinese texts differ from the English ones', () => {
    const same = [...english].filter(([k, v]) => chinese.get(k) === v).length;
    expect(same / english.size).toBeLessThan(0.15);
  });
});

// Every namespace: the site's (src/i18n) and each feature's or site part's own (…/i18n/{en,chs}.ts beside its
// components), found by file name so a new namespace is covered the day it is added.
const catalogueFiles = import.meta.glob<Tree>(['../**/i18n/en.ts', '../**/i18n/chs.ts', './en.ts', './chs.ts'], {
  eager: true,
  import: '*',
});

function catalogueOf(path: string, language: 'en' | 'chs'): Tree | undefined {
  const module = catalogueFiles[path.replace(/(en|chs)\.ts$/, `${language}.ts`)] as Record<string, Tree> | undefined;
  return module?.[language];
}

const namespaces = Object.keys(catalogueFiles)
  .filter((path) => path.endsWith('/en.ts'))
  .map((path) => [path.replace(/\/en\.ts$/, ''), path] as const);

describe.each(namespaces)('the namespace in %s', (_folder, path) => {
  const englishTree = catalogueOf(path, 'en');
  const chineseTree = catalogueOf(path, 'chs');

  it('has an English and a Chinese catalogue', () => {
    expect(englishTree).toBeTypeOf('object');
    expect(chineseTree).toBeTypeOf('object');
  });

  const english = leaves(englishTree ?? {});
  const chinese = leaves(chineseTree ?? {});

  it('has the same keys in both languages, none empty', () => {
    expect(english.size).toBeGreaterThan(0);
    expect([...chinese.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !chinese.has(k))).toEqual([]);
    expect([...english, ...chinese].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = [...english].filter(
      ([k, v]) => placeholders(v).join() !== placeholders(chinese.get(k) ?? '').join(),
    );
    expect(mismatched.map(([k]) => k)).toEqual([]);
  });
});

it('finds the site namespace and every feature namespace', () => {
  const folders = namespaces.map(([folder]) => folder);
  expect(folders).toContain('.');
  expect(folders).toEqual(expect.arrayContaining(['../features/tool/i18n', '../features/wallet/i18n']));
});

describe('proper nouns', () => {
  it('are written once (PROPER_NOUNS) and filled into the texts of both languages', async () => {
    const { i18n } = await import('./i18n.js');
    const { loadMessages } = await import('./loadMessages.js');
    await loadMessages('chs');
    expect(i18n.t('hero.kicker', { lng: 'en' })).toBe('A community for bulk transfers on Polygon');
    expect(i18n.t('footer.x', { lng: 'en' })).toBe('Fanout on X');
    expect(i18n.t('testimonials.miraOkafor.org', { lng: 'chs' })).toBe('Lattice Guild 财务');
    expect(i18n.t('footer.copyright', { lng: 'chs', year: 2026 })).toContain('2026 Fanout');
    await import('../features/wallet/registerWalletMessages.js');
    const anyKey = i18n.t as (key: string, options: { lng: string }) => string;
    expect(anyKey('wallet:trustWallet', { lng: 'chs' })).toBe('Trust Wallet');
  });

  it('are not copied as text into the site catalogues', () => {
    const names = Object.values(PROPER_NOUNS);
    const copied = [...english(), ...chinese()].filter(([, text]) => names.some((name) => text.includes(name)));
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});

function english() {
  return leaves(en as unknown as Tree);
}

function chinese() {
  return leaves(chs as unknown as Tree);
}
