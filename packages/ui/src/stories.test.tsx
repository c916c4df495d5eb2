// Renders every story of the catalogue in English and Chinese, and checks each with axe, so no story can rot.
import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './testing/expectAccessible';

type StoriesModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

function storiesOf(module: StoriesModule, locale: 'en' | 'chs'): [string, ComponentType][] {
  return Object.entries(composeStories(module, { initialGlobals: { locale } })) as [string, ComponentType][];
}

describe.each(Object.entries(modules))('%s', (_path, module) => {
  it.each(storiesOf(module, 'en'))('%s renders in English with no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(container.textContent?.trim()).toBeTruthy();
    expect(container.querySelector('[lang="en"]')).not.toBeNull();
    await expectAccessible(container);
  });

  it.each(storiesOf(module, 'chs'))('%s renders in Chinese', (_name, Story) => {
    const { container } = render(<Story />);
    expect(container.textContent).toMatch(/[\u4e00-\u9fff]/);
    expect(container.querySelector('[lang="zh-CN"]')).not.toBeNull();
  });
});
