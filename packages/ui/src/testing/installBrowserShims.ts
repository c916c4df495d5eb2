// Gives jsdom the browser features it lacks (matchMedia, IntersectionObserver, ResizeObserver), driven by browserState.
import { browserState } from './browserState';

function matches(query: string): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const min = /min-width:\s*(\d+)px/.exec(part);
    if (min) return browserState.width >= Number(min[1]);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(part);
    if (max) return browserState.width <= Number(max[1]);
    if (/prefers-reduced-motion:\s*reduce/.test(part)) return browserState.reducedMotion;
    return false;
  });
}

export function installBrowserShims(): void {
  window.matchMedia = (query: string) => {
    const listeners = new Map<EventListenerOrEventListenerObject, () => void>();
    const list = {
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
        const notify = () => {
          const event = { matches: matches(query), media: query } as MediaQueryListEvent;
          if (typeof listener === 'function') listener(event);
          else listener.handleEvent(event);
        };
        listeners.set(listener, notify);
        browserState.mediaListeners.add(notify);
      },
      removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
        const notify = listeners.get(listener);
        if (notify) browserState.mediaListeners.delete(notify);
      },
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  };

  class TestIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    private readonly entry: { targets: Set<Element>; reveal: () => void };
    constructor(callback: IntersectionObserverCallback) {
      const targets = new Set<Element>();
      this.entry = {
        targets,
        reveal: () => {
          const entries = [...targets].map(
            (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
          );
          if (entries.length > 0) callback(entries, this as unknown as IntersectionObserver);
        },
      };
      browserState.observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      this.entry.targets.clear();
      browserState.observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver;

  class TestResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = TestResizeObserver as unknown as typeof ResizeObserver;
}
