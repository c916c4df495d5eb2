import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { Button } from './Button';
import { LinkButton } from './LinkButton';

const text = {
  en: {
    primary: 'Start a batch transfer',
    secondary: 'Read the guide',
    ghost: 'Watch the video',
    link: 'Go to Homepage',
  },
  chs: { primary: '开始批量转账', secondary: '阅读指南', ghost: '观看视频', link: '返回首页' },
};

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { variant: 'primary', size: 'md', disabled: false },
  render: (args, context) => <Button {...args}>{text[localeOf(context)][args.variant ?? 'primary']}</Button>,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = {
  args: { variant: 'ghost' },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--color-hero)', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
};
export const Large: Story = { args: { size: 'lg' } };
export const Disabled: Story = { args: { disabled: true } };
export const Link: Story = {
  render: (_args, context) => <LinkButton href="#/">{text[localeOf(context)].link}</LinkButton>,
};
