import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { Input } from './Input';

const text = {
  en: {
    label: 'Email',
    placeholder: 'you@example.org',
    hint: 'We answer within 24 hours on business days.',
    error: 'Please enter your email.',
  },
  chs: { label: '邮箱', placeholder: 'you@example.org', hint: '工作日 24 小时内回复。', error: '请填写邮箱。' },
};

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { label: '', type: 'email', required: true },
  render: ({ hint, error, ...args }, context) => {
    const t = text[localeOf(context)];
    return (
      <div style={{ maxWidth: 420 }}>
        <Input
          {...args}
          label={t.label}
          placeholder={t.placeholder}
          hint={hint ? t.hint : undefined}
          error={error ? t.error : undefined}
        />
      </div>
    );
  },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Required: Story = {};
export const WithHint: Story = { args: { hint: true } };
export const WithError: Story = { args: { error: true } };
export const Disabled: Story = { args: { disabled: true, required: false } };
