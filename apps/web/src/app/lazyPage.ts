// React.lazy for a module's named export (pages export named components).
import { type ComponentType, lazy } from 'react';

export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
