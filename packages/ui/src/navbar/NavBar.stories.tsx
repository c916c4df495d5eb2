import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { localeOf } from '../storybook/localeOf';
import { NavBar } from './NavBar';

const text = {
  en: {
    label: 'Main',
    menu: 'Menu',
    links: ['Home', 'Service', 'Tool', 'Idea', 'Media', 'Project', 'About', 'Process', 'Contact'],
    language: 'Language: English',
    connect: 'Connect wallet',
  },
  chs: {
    label: '主导航',
    menu: '菜单',
    links: ['首页', '服务', '工具', '理念', '媒体', '项目', '关于', '流程', '联系'],
    language: '语言：简体中文',
    connect: '连接钱包',
  },
};

const hrefs = ['#/', '#/promo', '#/tool', '#/about', '#/media', '#/features', '#/platform', '#/process', '#/contact'];

const meta = {
  title: 'Navigation/NavBar',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  args: { static: true, label: '', menuLabel: '', brand: null, links: [] },
  render: (args, context) => {
    const t = text[localeOf(context)];
    return (
      <div style={{ minHeight: 420, background: 'var(--gradient-hero)' }}>
        <NavBar
          {...args}
          label={t.label}
          menuLabel={t.menu}
          brand={
            <a
              href="#/"
              style={{ color: 'var(--color-on-hero)', fontWeight: 700, fontSize: 22, textDecoration: 'none' }}
            >
              Fanout
            </a>
          }
          links={t.links.map((name, i) => (
            <a key={hrefs[i]} href={hrefs[i]}>
              {name}
            </a>
          ))}
          languageMenu={
            <Button variant="ghost" size="sm">
              {t.language}
            </Button>
          }
          connectButton={<Button size="sm">{t.connect}</Button>}
        />
      </div>
    );
  },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
export const Scrolled: Story = { args: { affixed: true }, globals: { viewport: { value: 'desktop' } } };
export const PhoneCollapsed: Story = { globals: { viewport: { value: 'phone' } } };
export const PhoneMenuOpen: Story = { args: { defaultMenuOpen: true }, globals: { viewport: { value: 'phone' } } };
