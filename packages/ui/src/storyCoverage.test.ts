// Every component apps/web draws has a story in the catalogue: as a story file's `component`, or named in its title.
// LinkButton is Button's `Link` story.
import { describe, expect, it } from 'vitest';
import * as ui from './index';

type StoriesModule = { default: { title?: string; component?: { name?: string } } };
const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });
const covered = new Set(
  Object.values(modules).flatMap((module) => [
    module.default.component?.name,
    ...(module.default.title?.split('/') ?? []),
  ]),
);

describe('the story catalogue', () => {
  it('has a story for every exported component', () => {
    const components = Object.entries(ui)
      .filter(([name, value]) => typeof value === 'function' && /^[A-Z]/.test(name) && !name.endsWith('Error'))
      .map(([name]) => name);
    covered.add('LinkButton');
    expect(components.filter((name) => !covered.has(name))).toEqual([]);
  });
});
