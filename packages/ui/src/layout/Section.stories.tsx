import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { Section } from './Section';

const text = {
  en: {
    eyebrow: 'How it works',
    title: 'Three steps from list to receipt',
    subtitle: 'Connect your wallet, paste or upload the recipients, and send. The fee is shown before you sign.',
    body: 'One approval, one transaction per 255 recipients.',
  },
  chs: {
    eyebrow: '使用流程',
    title: '三步完成批量转账',
    subtitle: '连接钱包，粘贴或上传收款地址，然后发送。签名前会显示手续费。',
    body: '只需一次授权，每笔交易最多 255 个收款地址。',
  },
};

const meta = {
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: { tone: 'light', id: 'process' },
  render: (args, context) => {
    const t = text[localeOf(context)];
    return (
      <Section {...args} eyebrow={t.eyebrow} title={t.title} subtitle={t.subtitle}>
        <p style={{ textAlign: 'center' }}>{t.body}</p>
      </Section>
    );
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const White: Story = { args: { tone: 'white' } };
export const Dark: Story = { args: { tone: 'dark' } };
