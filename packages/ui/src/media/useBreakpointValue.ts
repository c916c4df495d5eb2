// The value for the widest matching min-width breakpoint, e.g. { 0: 1, 768: 3, 991: 4 } → 3 on a tablet.
import { useCallback, useSyncExternalStore } from 'react';

export function useBreakpointValue(values: Record<number, number>): number {
  const key = JSON.stringify(values);
  const widths = Object.keys(values)
    .map(Number)
    .sort((a, b) => a - b);
  const smallest = values[widths[0] ?? 0] ?? 1;

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const lists = Object.keys(JSON.parse(key) as Record<string, number>).map((w) =>
        window.matchMedia(`(min-width: ${w}px)`),
      );
      for (const list of lists) list.addEventListener('change', onChange);
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange);
      };
    },
    [key],
  );

  const snapshot = () => {
    if (typeof window === 'undefined' || !window.matchMedia) return smallest;
    let value = smallest;
    for (const width of widths) {
      if (width === 0 || window.matchMedia(`(min-width: ${width}px)`).matches) value = values[width] ?? value;
    }
    return value;
  };

  return useSyncExternalStore(subscribe, snapshot, () => smallest);
}
