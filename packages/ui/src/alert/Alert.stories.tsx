import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { Alert } from './Alert';

const text = {
  en: {
    success: 'Form submitted successfully',
    danger: 'Found error in the form. Please check again.',
    close: 'Close',
  },
  chs: { success: '表单提交成功', danger: '表单有误，请检查后重试。', close: '关闭' },
};

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'success' },
  render: (args, context) => {
    const t = text[localeOf(context)];
    return <Alert {...args}>{t[args.tone]}</Alert>;
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Danger: Story = { name: 'Error', args: { tone: 'danger' } };
export const Dismissible: Story = {
  render: (args, context) => {
    const t = text[localeOf(context)];
    return (
      <Alert {...args} dismissLabel={t.close} onDismiss={() => {}}>
        {t.success}
      </Alert>
    );
  },
};
