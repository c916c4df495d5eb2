import type { Meta, StoryObj } from '@storybook/react-vite';
import { localeOf } from '../storybook/localeOf';
import { Pagination } from './Pagination';

const text = {
  en: {
    nav: 'Blog pages',
    previous: 'Previous page',
    next: 'Next page',
    page: (n: number) => `Page ${n}`,
    note: 'Showing 6 posts per page',
  },
  chs: {
    nav: '博客分页',
    previous: '上一页',
    next: '下一页',
    page: (n: number) => `第 ${n} 页`,
    note: '每页显示 6 篇文章',
  },
};

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { pages: 4, current: 1, hrefFor: (n: number) => `#/blog-grid?page=${n}`, labels: text.en },
  render: (args, context) => {
    const t = text[localeOf(context)];
    return (
      <div style={{ display: 'grid', gap: 16, fontFamily: 'var(--font-sans)', textAlign: 'center' }}>
        <p style={{ margin: 0 }}>{t.note}</p>
        <Pagination {...args} labels={t} />
      </div>
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { current: 2 } };
export const LastPage: Story = { args: { current: 4 } };
