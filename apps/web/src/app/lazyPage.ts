// A page loaded on demand (pages export named components). `preload()` fetches it ahead of the first render: the
// entry awaits the current route's page, so the first paint is the whole page rather than an empty frame that
// fills in a moment later (and the page renders synchronously from then on, without a Suspense fallback).
import { type ComponentType, createElement, lazy } from 'react';
import { loadPendingChinese } from '../i18n/loadPendingChinese.js';

export interface LazyPage<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  preload(): Promise<ComponentType<P>>;
}

export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      // The page's chunk may define namespaces whose Chinese ships apart: in a Chinese visit, fetched before it renders.
      async (module) => {
        await loadPendingChinese();
        loaded = module[name];
        return loaded;
      },
      (error: unknown) => {
        loading = undefined; // a failed fetch (offline) may be retried by the next render
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level (ROUTES), never in a render.
  const Page = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  Page.preload = preload;
  return Page;
}
