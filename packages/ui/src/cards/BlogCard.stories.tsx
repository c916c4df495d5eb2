import type { Meta, StoryObj } from '@storybook/react-vite';
import { coverImage } from '../storybook/coverImage';
import { localeOf } from '../storybook/localeOf';
import { BlogCard } from './BlogCard';

const text = {
  en: {
    month: 'Mar',
    comments: 'Comments',
    shares: 'Shares',
    more: 'Read more',
    posts: [
      {
        title: 'Planning an airdrop for 2,000 wallets',
        desc: 'Split the list, check the totals, approve once, and keep a receipt of every batch.',
      },
      {
        title: 'Five habits that keep a hot wallet safe',
        desc: 'What we teach at every workshop, from seed storage to signing only what you read.',
      },
      {
        title: 'Why one approval beats a thousand transfers',
        desc: 'Fewer signatures, lower fees and no half-finished payouts.',
      },
    ],
  },
  chs: {
    month: '3月',
    comments: '评论',
    shares: '分享',
    more: '阅读全文',
    posts: [
      { title: '给 2000 个钱包空投，怎么规划？', desc: '拆分名单、核对总额、一次授权，每一批都留好交易凭证。' },
      { title: '保护热钱包的五个习惯', desc: '每次社区培训都会讲：从助记词保管到只签看得懂的内容。' },
      { title: '为什么一次授权胜过一千笔转账', desc: '签名更少、手续费更低，也不会出现发了一半的情况。' },
    ],
  },
};

const meta = {
  title: 'Cards/BlogCard',
  component: BlogCard,
  args: {
    imageUrl: coverImage(0),
    day: 12,
    month: '',
    comments: 3,
    shares: 14,
    commentsLabel: '',
    sharesLabel: '',
    title: '',
    desc: '',
    href: '#/blog-details-left-sidebar',
  },
  render: (args, context) => {
    const t = text[localeOf(context)];
    const post = t.posts[0] ?? { title: '', desc: '' };
    return (
      <div style={{ maxWidth: 380 }}>
        <BlogCard
          {...args}
          month={t.month}
          commentsLabel={t.comments}
          sharesLabel={t.shares}
          title={post.title}
          desc={post.desc}
          readMoreLabel={t.more}
        />
      </div>
    );
  },
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const Grid: Story = {
  parameters: { layout: 'padded' },
  render: (args, context) => {
    const t = text[localeOf(context)];
    return (
      <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))' }}>
        {t.posts.map((post, i) => (
          <BlogCard
            key={post.title}
            {...args}
            imageUrl={coverImage(i)}
            day={12 + i * 5}
            month={t.month}
            commentsLabel={t.comments}
            sharesLabel={t.shares}
            title={post.title}
            desc={post.desc}
          />
        ))}
      </div>
    );
  },
};
