import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { SocialButtons } from './SocialButtons';
import type { SocialNetwork } from './SocialNetwork';

const channels: { network: SocialNetwork; href: string; en: string; chs: string }[] = [
  { network: 'telegram', href: 'https://t.me/fanout', en: 'Fanout on Telegram', chs: 'Fanout 电报群' },
  { network: 'x', href: 'https://x.com/fanout', en: 'Fanout on X', chs: 'Fanout 的 X 账号' },
  { network: 'discord', href: 'https://discord.gg/fanout', en: 'Fanout on Discord', chs: 'Fanout Discord 社区' },
  { network: 'github', href: 'https://github.com/fanout', en: 'Fanout on GitHub', chs: 'Fanout GitHub' },
  { network: 'wechat', href: '#/contact-us', en: 'Fanout on WeChat', chs: 'Fanout 微信公众号' },
  { network: 'email', href: 'mailto:hello@fanout.example', en: 'Email Fanout', chs: '给 Fanout 发邮件' },
];

const text = {
  en: {
    follow: 'Follow us',
    login: 'Sign in with',
    title: 'Follow the community',
    with: (n: string) => `Continue with ${n}`,
  },
  chs: { follow: '关注我们', login: '其他登录方式', title: '关注社区', with: (n: string) => `使用 ${n} 登录` },
};

const meta = {
  title: 'Actions/SocialButtons',
  component: SocialButtons,
  args: { links: [], label: '' },
  render: (args, context) => {
    const locale = localeOf(context);
    const t = text[locale];
    return (
      <div style={{ fontFamily: 'var(--font-sans)' }}>
        <p>{t.title}</p>
        <SocialButtons
          {...args}
          label={t.follow}
          links={channels.map((c) => ({ network: c.network, href: c.href, label: c[locale] }))}
        />
      </div>
    );
  },
} satisfies Meta<typeof SocialButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Icons: Story = {};
export const OnDark: Story = {
  args: { tone: 'dark' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, borderRadius: 16, background: 'var(--color-hero)', color: 'var(--color-on-hero)' }}>
        <Story />
      </div>
    ),
  ],
};
export const LoginButtons: Story = {
  render: (_args, context) => {
    const t = text[localeOf(context)];
    return (
      <div style={{ maxWidth: 360 }}>
        <SocialButtons
          variant="labelled"
          label={t.login}
          links={[
            { network: 'github', href: '#/login', label: t.with('GitHub') },
            { network: 'x', href: '#/login', label: t.with('X') },
            { network: 'telegram', href: '#/login', label: t.with('Telegram') },
          ]}
        />
      </div>
    );
  },
};
