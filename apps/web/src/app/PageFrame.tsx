// Every page's frame: navigation, the page, the footer and back-to-top; the title comes from the route.
import { BackToTop } from '@fanout/ui';
import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { SiteFooter } from '../site/footer/SiteFooter.js';
import { SiteNav } from '../site/nav/SiteNav.js';
import { type SiteTextKey, useSiteText } from '../site/siteText.js';
import { useDocumentTitle } from './useDocumentTitle.js';
// The layout classes several features share (.card, .grid…) and the plain-markup section tones travel with the entry:
// otherwise the bundler puts each sheet in the chunk of one page using it (every other page using it would load that
// page's code too) or in a chunk of its own (one more request before the Tool or a centred page can paint).
import '../site/blocks/layout.css';
import '../site/blocks/section.css';
import './PageFrame.css';

export interface PageMeta {
  title: SiteTextKey;
  titleParams?: Record<string, string | number>;
  colouredLogo?: boolean;
  /** No dark hero under the top of the page: the navigation keeps its solid (affixed) style. */
  solidNav?: boolean;
  newsletter?: boolean;
}

export function PageFrame({ meta, children }: { meta: PageMeta; children: ReactNode }) {
  const t = useSiteText();
  useDocumentTitle(meta.title, meta.titleParams);
  // The rendered route, so tests (and styles) can tell which page is on screen.
  const { pathname } = useLocation();
  return (
    <>
      <SiteNav colouredLogo={meta.colouredLogo ?? false} solid={meta.solidNav ?? false} />
      <main id="main" data-route={pathname}>
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>{children}</Suspense>
      </main>
      <SiteFooter newsletter={meta.newsletter ?? true} />
      {/* It never covers a figure: what a page marks data-keep-clear (the Tool's costs and summaries, issue 27). */}
      <BackToTop label={t('common.backToTop')} keepClearOf="[data-keep-clear]" />
    </>
  );
}
