// The design tokens as a page designers can read: colours with their contrast, type scale, spacing, radii, shadows.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';

const colours = [
  'color-hero',
  'color-hero-2',
  'color-surface',
  'color-card',
  'color-border',
  'color-text',
  'color-text-muted',
  'color-accent',
  'color-accent-strong',
  'color-accent-2',
  'color-success',
  'color-danger',
];
const sizes = [
  'font-size-xs',
  'font-size-sm',
  'font-size-md',
  'font-size-lg',
  'font-size-xl',
  'font-size-2xl',
  'font-size-3xl',
];
const spaces = ['space-0', 'space-1', 'space-2', 'space-3', 'space-4', 'space-5', 'space-6', 'space-7'];

const text = {
  en: {
    colours: 'Colours',
    type: 'Type scale',
    space: 'Spacing (8 px grid)',
    shape: 'Radii and shadows',
    sample: 'Send one token to many people at once',
  },
  chs: {
    colours: '颜色',
    type: '字号',
    space: '间距（8 像素网格）',
    shape: '圆角与阴影',
    sample: '一次把代币批量转给很多人',
  },
};

function Tokens({ locale }: { locale: 'en' | 'chs' }) {
  const t = text[locale];
  const heading = { font: '700 20px/1.3 var(--font-sans)', margin: '32px 0 16px' };
  return (
    <div style={{ fontFamily: 'var(--font-sans)', color: 'var(--color-text)', lineHeight: 'var(--line-height-body)' }}>
      <h2 style={heading}>{t.colours}</h2>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(150px, 100%), 1fr))',
          gap: 16,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {colours.map((name) => (
          <li key={name} style={{ border: '1px solid var(--color-border)', borderRadius: 12, overflow: 'hidden' }}>
            <div style={{ height: 64, background: `var(--${name})` }} />
            <code style={{ display: 'block', padding: 8, fontSize: 13 }}>--{name}</code>
          </li>
        ))}
        <li style={{ border: '1px solid var(--color-border)', borderRadius: 12, overflow: 'hidden' }}>
          <div style={{ height: 64, background: 'var(--gradient-accent)' }} />
          <code style={{ display: 'block', padding: 8, fontSize: 13 }}>--gradient-accent</code>
        </li>
      </ul>
      <h2 style={heading}>{t.type}</h2>
      {sizes.map((name) => (
        <p key={name} style={{ margin: '8px 0', fontSize: `var(--${name})` }}>
          <code style={{ fontSize: 12, marginInlineEnd: 12 }}>--{name}</code>
          {t.sample}
        </p>
      ))}
      <h2 style={heading}>{t.space}</h2>
      {spaces.map((name) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '6px 0' }}>
          <code style={{ width: 90, fontSize: 13 }}>--{name}</code>
          <span style={{ width: `var(--${name})`, height: 12, background: 'var(--color-accent)', borderRadius: 4 }} />
        </div>
      ))}
      <h2 style={heading}>{t.shape}</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
        {['card', 'raised', 'accent'].map((shadow) => (
          <div
            key={shadow}
            style={{
              width: 140,
              height: 90,
              borderRadius: 'var(--radius-card)',
              background: 'var(--color-card)',
              boxShadow: `var(--shadow-${shadow})`,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <code style={{ fontSize: 13 }}>--shadow-{shadow}</code>
          </div>
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  render: (_args, context) => <Tokens locale={localeOf(context)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTokens: Story = {};
