import { describe, expect, it } from 'vitest';
import { chs } from './chs.js';
import { en } from './en.js';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

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

  it('keep the spec texts of the forms and the 404 page', () => {
    expect(en.contact.success).toBe('Form submitted successfully');
    expect(en.contact.error).toBe('Found error in the form. Please check again.');
    expect(en.notFound.title).toBe('Sorry, something went wrong');
    expect(en.notFound.text).toBe(
      'The page you are looking for might have been removed had its name changed or is temporarily unavailable.',
    );
    expect(en.notFound.home).toBe('Go to Homepage');
  });

  it('give every page title a meta description of search-result length', () => {
    for (const key of Object.keys(en.meta)) {
      const english = en.metaDescription[key as keyof typeof en.metaDescription];
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
