import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { ServiceCard } from './ServiceCard';

const fanIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <circle cx="5" cy="12" r="2.5" fill="currentColor" />
    <path d="M7 12l12-7M7 12h12M7 12l12 7" />
  </svg>
);
const walletIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M16 12.5h2M3 9h18" />
  </svg>
);
const planIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
  </svg>
);
const shieldIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </svg>
);

const icons = [fanIcon, walletIcon, planIcon, shieldIcon];

const text = {
  en: {
    more: 'Learn more',
    services: [
      {
        title: 'Bulk send on Polygon',
        desc: 'One token, hundreds of recipients, one approval. The fee is shown before you sign.',
      },
      {
        title: 'Batch wallet creation',
        desc: 'Create EVM or Aptos wallets in your browser. Keys never leave your device.',
      },
      {
        title: 'Airdrop and payout planning',
        desc: 'Check lists, totals and timing with people who have done it many times.',
      },
      {
        title: 'Wallet safety workshops',
        desc: 'Practical sessions for communities, from seed storage to reading what you sign.',
      },
    ],
  },
  chs: {
    more: '了解更多',
    services: [
      { title: 'Polygon 批量转账', desc: '一种代币，数百个地址，一次授权。签名前先看到手续费。' },
      { title: '批量生成钱包', desc: '在浏览器里生成 EVM 或 Aptos 钱包，私钥不会离开你的设备。' },
      { title: '空投与发放规划', desc: '和经验丰富的社区成员一起核对名单、总额和时间安排。' },
      { title: '钱包安全培训', desc: '面向社区的实操课程：从助记词保管到看懂每一次签名。' },
    ],
  },
};

const meta = {
  title: 'Cards/ServiceCard',
  component: ServiceCard,
  args: { title: '', desc: '', href: '#/tool' },
  render: (args, context) => {
    const t = text[localeOf(context)];
    const service = t.services[0] ?? { title: '', desc: '' };
    return (
      <div style={{ maxWidth: 320 }}>
        <ServiceCard {...args} icon={fanIcon} title={service.title} desc={service.desc} linkLabel={t.more} />
      </div>
    );
  },
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {};
export const Services: Story = {
  render: (_args, context) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(230px, 100%), 1fr))' }}>
      {text[localeOf(context)].services.map((service, i) => (
        <ServiceCard key={service.title} icon={icons[i]} title={service.title} desc={service.desc} />
      ))}
    </div>
  ),
};
