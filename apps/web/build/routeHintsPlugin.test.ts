// A first visit to /#/tool asks for the Tool's files from index.html's inline hints script; other routes ask for nothing
// more.
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { routeHintsPlugin } from './routeHintsPlugin.js';

/** Runs the hints script at a location hash; returns the links it added to <head>. */
function linksAt(source: string, hash: string) {
  const added: Record<string, string>[] = [];
  const document = {
    createElement: () => ({}),
    head: { append: (link: Record<string, string>) => added.push({ ...link }) },
  };
  runInNewContext(source, { location: { hash }, document });
  return added;
}

const root = '/site';
const chunk = (
  fileName: string,
  module: string | null,
  imports: string[] = [],
  css: string[] = [],
  isEntry = false,
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  facadeModuleId: module && resolve(root, module),
  moduleIds: module ? [resolve(root, module)] : [],
  imports,
  viteMetadata: { importedCss: new Set(css) },
});
const HTML =
  '<html><head>\n    <title>Fanout</title>\n    <script type="module" src="/assets/index.js"></script>\n</head></html>';

function build(routes: Record<string, string[]>) {
  const bundle: Record<string, unknown> = {
    'assets/index.js': chunk('assets/index.js', 'src/main.tsx', ['assets/ui.js'], ['assets/index.css'], true),
    'assets/ui.js': chunk('assets/ui.js', null, [], ['assets/ui.css']),
    'assets/ToolPage.js': chunk(
      'assets/ToolPage.js',
      'src/features/tool/ToolPage.tsx',
      ['assets/ui.js', 'assets/index.js', 'assets/wallet.js'],
      ['assets/ToolPage.css'],
    ),
    'assets/wallet.js': chunk('assets/wallet.js', null, ['assets/index.js']),
    'index.html': { type: 'asset', fileName: 'index.html', source: HTML },
  };
  const emitted: unknown[] = [];
  const plugin = routeHintsPlugin(root, routes);
  (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
  const context = {
    emitFile: (file: unknown) => emitted.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void).call(context, {}, bundle);
  return { html: (bundle['index.html'] as { source: string }).source, emitted };
}

describe('routeHintsPlugin', () => {
  /** The inline script index.html runs before the entry. */
  const inlineScript = (html: string) => /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';

  it("lists a route's chunks and stylesheets that index.html does not load already, inline before the entry", () => {
    const { html, emitted } = build({ '/tool': ['src/features/tool/ToolPage.tsx'] });
    // No file of its own: a request for it would be one round trip before the page's files are asked for.
    expect(emitted).toEqual([]);
    const source = inlineScript(html);
    expect(html).toContain(`<script>${source}</script>\n    <script type="module" src="/assets/index.js">`);
    expect(linksAt(source, '#/tool')).toEqual([
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/ToolPage.css' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/ToolPage.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/wallet.js' },
    ]);
  });

  it('adds nothing on the home page or another route, and reads the route as the router does', () => {
    const source = inlineScript(build({ '/tool': ['src/features/tool/ToolPage.tsx'] }).html);
    for (const hash of ['', '#/', '#/pricing', '#/tools', '#tool']) expect(linksAt(source, hash)).toEqual([]);
    expect(linksAt(source, '#/tool?x=1')).toHaveLength(3);
  });

  it('fails the build when a named module is in no chunk', () => {
    expect(() => build({ '/tool': ['src/features/tool/Gone.tsx'] })).toThrow(
      /no chunk holds src\/features\/tool\/Gone/,
    );
  });
});
