import type { Meta, StoryObj } from '@storybook/react-vite';
import { avatarImage } from '../storybook/avatarImage';
import { localeOf } from '../storybook/localeOf';
import { TeamCard } from './TeamCard';

const text = {
  en: [
    { name: 'Lin Mei', post: 'Community lead', desc: 'Runs the wallet-safety workshops and the weekly office hours.' },
    {
      name: 'Daniel Brooks',
      post: 'Smart contract engineer',
      desc: 'Keeps BulkSend lean, audited and capped at 255 recipients.',
    },
    { name: 'Aisha Rahman', post: 'Product designer', desc: 'Makes every fee visible before anyone signs.' },
  ],
  chs: [
    { name: '林梅', post: '社区负责人', desc: '负责钱包安全培训和每周答疑。' },
    { name: '丹尼尔', post: '智能合约工程师', desc: '让批量转账合约保持精简、可审计，单笔上限 255 个地址。' },
    { name: '艾莎', post: '产品设计师', desc: '确保每一笔手续费在签名前都清清楚楚。' },
  ],
};

const meta = {
  title: 'Cards/TeamCard',
  component: TeamCard,
  args: { name: '', post: '', imageUrl: avatarImage(0) },
  render: (args, context) => {
    const member = text[localeOf(context)][0] ?? { name: '', post: '', desc: '' };
    return (
      <div style={{ maxWidth: 300 }}>
        <TeamCard {...args} {...member} />
      </div>
    );
  },
} satisfies Meta<typeof TeamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};
export const Grid: Story = {
  render: (args, context) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))' }}>
      {text[localeOf(context)].map((member, i) => (
        <TeamCard key={member.name} {...args} {...member} imageUrl={avatarImage(i)} />
      ))}
    </div>
  ),
};
