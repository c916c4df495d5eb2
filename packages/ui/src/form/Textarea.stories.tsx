import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { Textarea } from './Textarea';

const text = {
  en: { label: 'Message', placeholder: 'Tell us about your airdrop or payout.', error: 'Please write a message.' },
  chs: { label: '留言', placeholder: '说说你的空投或发放计划。', error: '请填写留言。' },
};

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: '', required: false },
  render: ({ error, ...args }, context) => {
    const t = text[localeOf(context)];
    return (
      <div style={{ maxWidth: 520 }}>
        <Textarea {...args} label={t.label} placeholder={t.placeholder} error={error ? t.error : undefined} />
      </div>
    );
  },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Optional: Story = {};
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { required: true, error: true } };
