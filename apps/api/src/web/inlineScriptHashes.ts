// The CSP sources ('sha256-…') of the inline scripts in the built site's index.html: the web build inlines one small
// classic script there (the route hints, apps/web/build/routeHintsPlugin.ts), and script-src allows exactly those
// scripts by their SHA-256, no other inline script. Read once at start, from the index.html this server sends.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A <script> with no attributes (a `src` or a `type` would make it something else) and its text. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/gi;

/** The hash sources of `html`'s inline scripts, in document order, without repeats. */
export function inlineScriptHashesOf(html: string): string[] {
  const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
  const sources = [...html.matchAll(INLINE_SCRIPT)].map((match) => `'sha256-${sha256(match[1] ?? '')}'`);
  return [...new Set(sources)];
}

/** The hash sources of the inline scripts of `webDist`/index.html; none when there is no built site. */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  const file = webDist ? join(webDist, 'index.html') : '';
  return file && existsSync(file) ? inlineScriptHashesOf(readFileSync(file, 'utf8')) : [];
}
