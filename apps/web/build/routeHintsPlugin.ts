// Vite plugin: on a first visit straight to a lazily loaded page (a link to /#/tool), fetch that page's chunks and
// stylesheets alongside the entry instead of after it. index.html loads the entry; the entry asks for the page (and the
// page, once rendering, for the nav's live wallet button), so each is a round trip after the one before: a waterfall
// Lighthouse counts into the first paint. The hash never reaches the server, so the HTML cannot name the page's files
// itself: a tiny classic script inlined in index.html (about 1 KB; the API's Content-Security-Policy allows it by its
// SHA-256, which the API computes from the index.html it serves) reads `location.hash` and adds
// <link rel="modulepreload"> / <link rel="preload" as="style"> for the page's files, whose names it gets from the
// bundle at build time. Inline, it runs while the HTML is parsed: the page's files are asked for with the entry, not one
// request later. Vite's own preload helper then finds them already requested, so nothing is fetched twice.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** A hash route ('/tool') and the modules (paths from apps/web) whose chunks it loads before its first paint. */
export type RouteHints = Record<string, string[]>;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The source of the hints script: the same route parsing as preloadRoute's routeForHash; routes with the same files
 * (the home variants) share one list. */
export function routeHintsSource(files: Record<string, string[]>): string {
  const lists = [...new Set(Object.values(files).map((list) => JSON.stringify(list)))];
  const routes = Object.fromEntries(
    Object.entries(files).map(([route, list]) => [route, lists.indexOf(JSON.stringify(list))]),
  );
  return `(()=>{const f=[${lists.join(',')}][${JSON.stringify(routes)}[location.hash.replace(/^#/,"").split(/[?#]/)[0]||"/"]];for(const h of f||[]){const l=document.createElement("link");if(h.endsWith(".css")){l.rel="preload";l.as="style"}else l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)}})();\n`;
}

export function routeHintsPlugin(root: string, routes: RouteHints): Plugin {
  let base = '/';
  return {
    name: 'fanout-route-hints',
    apply: 'build',
    // After vite:build-html has written index.html into the bundle; before the service worker lists the files.
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is typeof file & ChunkLike => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk as ChunkLike]));
      const closure = (start: ChunkLike[], into = new Set<string>()) => {
        const queue = [...start]; // breadth first: the page's own chunk leads its list
        while (queue.length) {
          const chunk = queue.shift() as ChunkLike;
          if (into.has(chunk.fileName)) continue;
          into.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
          for (const name of chunk.imports) {
            const next = byFile.get(name);
            if (next) queue.push(next);
          }
        }
        return into;
      };
      // What index.html loads already (the entry, its static imports, their stylesheets).
      const initial = closure(chunks.filter((chunk) => chunk.isEntry));
      const files: Record<string, string[]> = {};
      for (const [route, modules] of Object.entries(routes)) {
        const starts = modules.map((module) => {
          const id = resolve(root, module);
          const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) this.error(`route hints: no chunk holds ${module} (route ${route})`);
          return chunk as ChunkLike;
        });
        files[route] = [...closure(starts)]
          .filter((file) => !initial.has(file))
          // Stylesheets first: the page waits for them (Vite's preload helper) as much as for its scripts.
          .sort((a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')))
          .map((file) => `${base}${file}`);
      }
      const source = routeHintsSource(files);
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string')
        this.error('route hints: index.html is not in the bundle yet');
      if (source.includes('</')) this.error('route hints: the script would end its own <script> element');
      // Before the entry and its stylesheets: a classic script after a stylesheet would wait for it.
      const tag = `<script>${source.trim()}</script>`;
      html.source = html.source.replace(/<script type="module"/, (entry) => `${tag}\n    ${entry}`);
      if (!html.source.includes(tag)) this.error('route hints: no module script in index.html');
    },
  };
}
