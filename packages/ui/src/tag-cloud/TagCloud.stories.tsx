import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { TagCloud } from './TagCloud';

const text = {
  en: {
    label: 'Tags',
    posts: (n: number) => `, ${n} posts`,
    tags: ['Airdrops', 'Payroll', 'Polygon', 'Wallet safety', 'Aptos', 'Gas fees', 'Community', 'Grants'],
  },
  chs: {
    label: '标签',
    posts: (n: number) => `，${n} 篇文章`,
    tags: ['空投', '发工资', 'Polygon', '钱包安全', 'Aptos', 'Gas 手续费', '社区', '资助'],
  },
};
const counts = [12, 5, 8, 9, 3, 6, 14, 4];
const slugs = ['airdrops', 'payroll', 'polygon', 'safety', 'aptos', 'gas', 'community', 'grants'];

const meta = {
  title: 'Navigation/TagCloud',
  component: TagCloud,
  args: { tags: [], label: '' },
  render: ({ countLabel, ...args }, context) => {
    const t = text[localeOf(context)];
    return (
      <div style={{ maxWidth: 360 }}>
        <TagCloud
          {...args}
          label={t.label}
          countLabel={countLabel ? t.posts : undefined}
          tags={t.tags.map((label, i) => ({
            label,
            href: `#/blog-grid?tag=${slugs[i]}`,
            count: countLabel ? counts[i] : undefined,
          }))}
        />
      </div>
    );
  },
} satisfies Meta<typeof TagCloud>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tags: Story = {};
export const WithCounts: Story = { args: { countLabel: (n: number) => String(n) } };
