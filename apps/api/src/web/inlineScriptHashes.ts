// The CSP sources ('sha256-…') of the inline scripts in the built site's index.html: the web build inlines one small
// classic script there (the route hints, apps/web/build/routeHintsPlugin.ts), and script-src allows exactly those
// scripts by their SHA-256, no other inline script. Read once at start, from the index.html this server sends (only
// a file inside the web root: a symlink leading out of it is not read).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Elements whose content is text, not markup (HTML's raw-text and escapable raw-text elements, and those a browser
 * with scripting on reads as raw text): a `<script>` inside one is not an element. */
const TEXT_ELEMENTS = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
]);
/** A start or end tag's name at the `<`. */
const TAG = /<(\/?)([a-zA-Z][^\s/>]*)/y;
/** The hash sources may take at most this many bytes of the CSP header (about 37 scripts), so the RPC origins always
 * keep their room below CSP_HEADER_MAX_BYTES; scripts past it are not allowed (and said so at start). */
export const SCRIPT_HASHES_MAX_BYTES = 2048;

/** Where the tag starting at `lt` ends (after its `>`), skipping quoted attribute values. */
function tagEnd(html: string, from: number): number {
  for (let i = from; i < html.length; i++) {
    const c = html[i];
    if (c === '>') return i + 1;
    if (c === '"' || c === "'") {
      const close = html.indexOf(c, i + 1);
      if (close === -1) return html.length;
      i = close;
    }
  }
  return html.length;
}

/** The text of each attribute-less `<script>` element a browser would run, in document order: not one inside a
 * comment, a `<template>` (inert), a text element such as `<textarea>`, or an attribute value. */
function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  let templates = 0;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      // <!DOCTYPE …>, <![CDATA[…]]> and other bogus comments end at the first `>`.
      const end = html.indexOf('>', lt);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    TAG.lastIndex = lt;
    const tag = TAG.exec(html);
    if (!tag) {
      i = lt + 1;
      continue;
    }
    const name = (tag[2] ?? '').toLowerCase();
    const end = tagEnd(html, TAG.lastIndex);
    i = end;
    if (tag[1]) {
      if (name === 'template' && templates > 0) templates--;
      continue;
    }
    if (name === 'template') {
      templates++;
      continue;
    }
    if (name === 'plaintext') break;
    if (!TEXT_ELEMENTS.has(name)) continue;
    const closer = new RegExp(`</${name}[\\s/>]`, 'ig');
    closer.lastIndex = end;
    const close = closer.exec(html);
    const contentEnd = close ? close.index : html.length;
    const attributes = html.slice(TAG.lastIndex, end - 1).trim();
    if (name === 'script' && templates === 0 && attributes === '' && close) {
      scripts.push(html.slice(end, contentEnd));
    }
    i = close ? close.index + 2 + name.length : html.length;
  }
  return scripts;
}

export interface InlineScriptHashes {
  /** The hash sources allowed, in document order, without repeats, within SCRIPT_HASHES_MAX_BYTES. */
  sources: string[];
  /** Inline scripts left out because their hashes would pass the budget. */
  leftOut: number;
  /** Why index.html was not read (a symlink out of the web root), if so. */
  refused?: string;
}

/** The hash sources of `html`'s inline scripts. */
export function inlineScriptHashesOf(html: string): InlineScriptHashes {
  const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
  const all = [...new Set(inlineScriptsOf(html).map((text) => `'sha256-${sha256(text)}'`))];
  const sources: string[] = [];
  let room = SCRIPT_HASHES_MAX_BYTES;
  for (const source of all) {
    room -= source.length + 1;
    if (room < 0) break;
    sources.push(source);
  }
  return { sources, leftOut: all.length - sources.length };
}

/** The hash sources of the inline scripts of `webDist`/index.html; none when there is no built site, or when
 * index.html resolves to a file outside `webDist`. */
export function inlineScriptHashes(webDist: string | undefined): InlineScriptHashes {
  const file = webDist ? join(webDist, 'index.html') : '';
  if (!webDist || !file || !existsSync(file)) return { sources: [], leftOut: 0 };
  const root = realpathSync(webDist);
  const real = realpathSync(file);
  if (!real.startsWith(root + sep)) return { sources: [], leftOut: 0, refused: 'index.html lies outside the web root' };
  return inlineScriptHashesOf(readFileSync(real, 'utf8'));
}
