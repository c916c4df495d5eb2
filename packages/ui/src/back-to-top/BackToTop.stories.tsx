import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { BackToTop } from './BackToTop';

const text = {
  en: {
    label: 'Back to top',
    hint: 'The button sits 50 px from the bottom and right corner once the page has scrolled.',
  },
  chs: { label: '返回顶部', hint: '页面滚动后，按钮出现在距右下角 50 像素处。' },
};

const meta = {
  title: 'Navigation/BackToTop',
  component: BackToTop,
  args: { label: '', threshold: 0 },
  parameters: { layout: 'fullscreen' },
  render: (args, context) => {
    const t = text[localeOf(context)];
    return (
      <div style={{ minHeight: '200vh', padding: 24, fontFamily: 'var(--font-sans)' }}>
        <p>{t.hint}</p>
        <BackToTop {...args} label={t.label} />
      </div>
    );
  },
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown from the first pixel scrolled (threshold 0); scroll the canvas to see it. */
export const AfterScrolling: Story = {};
export const AfterScreenful: Story = { args: { threshold: 600 } };
