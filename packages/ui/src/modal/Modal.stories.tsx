import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/Button';
import { localeOf } from '../storybook/localeOf';
import { Modal } from './Modal';

const text = {
  en: {
    open: 'Connect wallet',
    title: 'Connect a wallet',
    close: 'Close',
    body: 'Choose the wallet you use on Polygon. You will sign a message to log in; it costs no gas.',
    wallets: ['MetaMask', 'Trust Wallet', 'WalletConnect'],
  },
  chs: {
    open: '连接钱包',
    title: '连接钱包',
    close: '关闭',
    body: '选择你在 Polygon 上使用的钱包。登录时只需签名一条消息，不消耗 Gas。',
    wallets: ['MetaMask', 'Trust Wallet', 'WalletConnect'],
  },
};

function Demo({ locale, initiallyOpen }: { locale: 'en' | 'chs'; initiallyOpen: boolean }) {
  const t = text[locale];
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t.open}</Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t.title} closeLabel={t.close}>
        <p style={{ marginTop: 0 }}>{t.body}</p>
        <div style={{ display: 'grid', gap: 8 }}>
          {t.wallets.map((wallet, i) => (
            <Button key={wallet} variant="secondary" block disabled={i > 0}>
              {wallet}
            </Button>
          ))}
        </div>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { open: false, onClose: () => {}, title: '', closeLabel: '' },
  render: (args, context) => <Demo locale={localeOf(context)} initiallyOpen={args.open} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
