import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { Accordion } from './Accordion';

const faq = {
  en: [
    {
      title: 'What does a batch transfer cost?',
      content:
        'The network gas plus a small service fee. Both are estimated and shown before you sign, so you always know the total first.',
    },
    {
      title: 'Do my private keys ever leave the browser?',
      content:
        'No. Wallets are generated on your device and nothing is sent or stored unless you download the file yourself.',
    },
    {
      title: 'How many recipients can I pay at once?',
      content: 'Up to 255 per transaction. Longer lists are split into several transactions automatically.',
    },
    {
      title: 'Which tokens are supported?',
      content: 'Any standard ERC-20 token on Polygon, such as USDT or USDC. You approve the amount once per batch.',
    },
  ],
  chs: [
    { title: '批量转账要多少手续费？', content: '网络 Gas 加少量服务费。签名前会先估算并显示，总额一目了然。' },
    { title: '私钥会离开浏览器吗？', content: '不会。钱包在你的设备上本地生成，除非你自己下载，否则不会发送或保存。' },
    { title: '一次最多能转给多少个地址？', content: '每笔交易最多 255 个地址，更长的名单会自动拆分成多笔交易。' },
    { title: '支持哪些代币？', content: 'Polygon 上任何标准 ERC-20 代币，例如 USDT、USDC。每批只需授权一次。' },
  ],
};

const meta = {
  title: 'Disclosure/Accordion',
  component: Accordion,
  args: { items: [] },
  render: (args, context) => (
    <div style={{ maxWidth: 760 }}>
      <Accordion {...args} items={faq[localeOf(context)]} />
    </div>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstOpen: Story = {};
export const ThirdOpen: Story = { args: { defaultOpenIndex: 2 } };
export const AllClosed: Story = { args: { defaultOpenIndex: null } };
