// The six sample blog posts.
import type { BlogCard } from './BlogCard.js';

export const blogCards: BlogCard[] = [
  {
    imageUrl: 1,
    day: 12,
    month: 'blog.jan',
    comments: 14,
    shares: 32,
    title: 'blog.firstAirdrop.title',
    desc: 'blog.firstAirdrop.desc',
  },
  {
    imageUrl: 2,
    day: 3,
    month: 'blog.feb',
    comments: 9,
    shares: 21,
    title: 'blog.allowances.title',
    desc: 'blog.allowances.desc',
  },
  {
    imageUrl: 3,
    day: 21,
    month: 'blog.mar',
    comments: 6,
    shares: 18,
    title: 'blog.monthlyPayroll.title',
    desc: 'blog.monthlyPayroll.desc',
  },
  {
    imageUrl: 4,
    day: 8,
    month: 'blog.apr',
    comments: 11,
    shares: 27,
    title: 'blog.duplicates.title',
    desc: 'blog.duplicates.desc',
  },
  {
    imageUrl: 5,
    day: 17,
    month: 'blog.may',
    comments: 4,
    shares: 12,
    title: 'blog.testWallets.title',
    desc: 'blog.testWallets.desc',
  },
  {
    imageUrl: 6,
    day: 29,
    month: 'blog.jun',
    comments: 7,
    shares: 15,
    title: 'blog.feeEstimate.title',
    desc: 'blog.feeEstimate.desc',
  },
];
