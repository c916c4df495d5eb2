import { WALLET_CORE_PROPER_NOUNS, walletCoreMessages } from '@fanout/wallet-core/messages';
import { describe, expect, it } from 'vitest';
import { chs } from '../site/i18n/chs.js';
import { en } from '../site/i18n/en.js';
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

// What a caller passes: the proper nouns are filled in for every text (i18next's defaultVariables), so one language may
// name the chain ("{{polygon}}") where the other writes its own form of it (the English tag "POLYGON").
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)]
    .map((m) => m[1])
    .filter((name) => !(name && name in PROPER_NOUNS))
    .sort();

// Every namespace: the site's (site/i18n: nav, footer, page titles and descriptions, shared chrome) and each
// feature's or site part's own (…/i18n/{en,chs}.ts beside its components), found by file name so a new namespace is
// covered the day it is added. A namespace is named after the folder that holds its i18n/ (features/home/i18n → `home`).
const catalogueFiles = import.meta.glob<Tree>(['../**/i18n/en.ts', '../**/i18n/chs.ts'], {
  eager: true,
  import: '*',
});

function catalogueOf(path: string, language: 'en' | 'chs'): Tree | undefined {
  const module = catalogueFiles[path.replace(/(en|chs)\.ts$/, `${language}.ts`)] as Record<string, Tree> | undefined;
  return module?.[language];
}

/** The namespace's name as i18next knows it: the folder above i18n/. */
const namespaceName = (folder: string) => folder.split('/').at(-2) ?? folder;

interface NamespaceCatalogues {
  /** Where its texts live: the folder holding the site's en.ts/chs.ts, or a package's subpath. */
  source: string;
  name: string;
  en: Tree | undefined;
  chs: Tree | undefined;
}

const namespaces: NamespaceCatalogues[] = [
  ...Object.keys(catalogueFiles)
    .filter((path) => path.endsWith('/en.ts'))
    .map((path) => {
      const folder = path.replace(/\/en\.ts$/, '');
      return {
        source: folder,
        name: namespaceName(folder),
        en: catalogueOf(path, 'en'),
        chs: catalogueOf(path, 'chs'),
      };
    }),
  // wallet-core's own texts (its errors and alerts), which features/wallet registers as the `walletCore` namespace.
  {
    source: '@fanout/wallet-core/messages',
    name: 'walletCore',
    en: walletCoreMessages.en,
    chs: walletCoreMessages.chs,
  },
];

const allTexts = (language: 'en' | 'chs') =>
  namespaces.flatMap((namespace) =>
    [...leaves(namespace[language] ?? {})].map(([key, text]) => [`${namespace.name}:${key}`, text] as const),
  );

describe('the site catalogue', () => {
  // The 404 and form texts keep the spec's meaning, written correctly (issue #23).
  it('and the namespaces keep the spec texts of the forms and the 404 page', () => {
    const forms = catalogueOf('../site/forms/i18n/en.ts', 'en') as { alert: Record<string, string> };
    const pages = catalogueOf('../features/pages/i18n/en.ts', 'en') as { notFound: Record<string, string> };
    expect(forms.alert.success).toBe('Form submitted successfully');
    expect(forms.alert.error).toBe('Found error in the form. Please check again.');
    expect(pages.notFound.title).toBe('Sorry, something went wrong');
    expect(pages.notFound.text).toBe(
      'The page you are looking for might have been removed, had its name changed, or be temporarily unavailable.',
    );
    expect(pages.notFound.home).toBe('Go to Homepage');
  });

  it('gives every page title a meta description of search-result length', () => {
    for (const key of Object.keys(en.meta)) {
      const english = withNames(en.metaDescription[key as keyof typeof en.metaDescription]);
      expect(english, key).toBeDefined();
      expect(english.length, key).toBeGreaterThanOrEqual(25);
      expect(english.length, key).toBeLessThanOrEqual(160);
      expect(chs.metaDescription[key as keyof typeof chs.metaDescription], key).toBeDefined();
    }
    expect(Object.keys(en.metaDescription).sort()).toEqual(Object.keys(en.meta).sort());
  });

  it('keeps only site-wide texts: brand, page titles, nav, languages, shared chrome, footer', () => {
    expect(Object.keys(en).sort()).toEqual(
      ['brand', 'common', 'footer', 'lang', 'meta', 'metaDescription', 'nav'].sort(),
    );
  });
});

it('is really translated: most Chinese texts of all namespaces differ from the English ones', () => {
  const chinese = new Map(allTexts('chs'));
  const english = allTexts('en');
  const same = english.filter(([k, v]) => chinese.get(k) === v).length;
  expect(same / english.length).toBeLessThan(0.15);
});

describe.each(namespaces)('the namespace in $source', (namespace) => {
  const englishTree = namespace.en;
  const chineseTree = namespace.chs;

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

it('finds the site namespace and the namespace of every feature and shared site part', () => {
  const folders = namespaces.map((namespace) => namespace.source);
  expect(folders).toContain('@fanout/wallet-core/messages');
  const parts = [
    'about',
    'blog',
    'contact',
    'home',
    'pages',
    'shop',
    'tool',
    'tool/transfer',
    'tool/safe',
    'wallet',
  ].map((name) => `../features/${name}/i18n`);
  parts.push('../site/i18n', '../site/content/i18n', '../site/forms/i18n', '../site/sections/i18n');
  expect(folders).toEqual(expect.arrayContaining(parts));
});

describe('proper nouns', () => {
  it('are written once (PROPER_NOUNS) and filled into the texts of both languages, in every namespace', async () => {
    const { i18n } = await import('./i18n.js');
    const { loadMessages } = await import('./loadMessages.js');
    await loadMessages('chs');
    for (const { name, en, chs } of namespaces) {
      if (i18n.hasResourceBundle('en', name)) continue;
      i18n.addResourceBundle('en', name, en);
      i18n.addResourceBundle('chs', name, chs);
    }
    const anyKey = i18n.t as (key: string, options: { lng: string; year?: number }) => string;
    expect(anyKey('home:hero.kicker', { lng: 'en' })).toBe('A community for bulk transfers on Polygon');
    expect(anyKey('site:footer.x', { lng: 'en' })).toBe('Fanout on X');
    expect(anyKey('content:testimonials.miraOkafor.org', { lng: 'chs' })).toBe('Lattice Guild 财务');
    expect(anyKey('site:footer.copyright', { lng: 'chs', year: 2026 })).toContain('2026 Fanout');
    expect(anyKey('wallet:trustWallet', { lng: 'chs' })).toBe('Trust Wallet');
    expect(anyKey('transfer:viewOnExplorer', { lng: 'chs' })).toBe('在 Polygonscan 查看');
    expect(anyKey('tool:sideWalletLabel', { lng: 'en' })).toBe('EVM/Aptos');
  });

  // wallet-core's texts take the wallet names from its own WALLET_CORE_PROPER_NOUNS, passed as values.
  it('are not copied as text into any catalogue', () => {
    const names = [...Object.values(PROPER_NOUNS), ...Object.values(WALLET_CORE_PROPER_NOUNS)];
    const copied = [...allTexts('en'), ...allTexts('chs')].filter(([, text]) =>
      names.some((name) => text.includes(name)),
    );
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});
