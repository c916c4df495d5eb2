import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { Checkbox } from './Checkbox';

const text = {
  en: { agree: 'I agree to the', terms: 'terms and conditions', error: 'Please accept the terms.' },
  chs: { agree: '我已阅读并同意', terms: '服务条款', error: '请先同意服务条款。' },
};

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: '', required: true },
  render: ({ error, ...args }, context) => {
    const t = text[localeOf(context)];
    return (
      <Checkbox
        {...args}
        label={
          <>
            {t.agree} <a href="#/terms">{t.terms}</a>
          </>
        }
        error={error ? t.error : undefined}
      />
    );
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithError: Story = { args: { error: true } };
