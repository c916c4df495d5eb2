// The six sample blog posts.
import type { BlogCard } from './BlogCard.js';

export const blogCards: BlogCard[] = [
  {
    imageUrl: 1,
    day: 12,
    month: 'months.jan',
    comments: 14,
    shares: 32,
    title: 'blogCards.firstAirdrop.title',
    desc: 'blogCards.firstAirdrop.desc',
  },
  {
    imageUrl: 2,
    day: 3,
    month: 'months.feb',
    comments: 9,
    shares: 21,
    title: 'blogCards.allowances.title',
    desc: 'blogCards.allowances.desc',
  },
  {
    imageUrl: 3,
    day: 21,
    month: 'months.mar',
    comments: 6,
    shares: 18,
    title: 'blogCards.monthlyPayroll.title',
    desc: 'blogCards.monthlyPayroll.desc',
  },
  {
    imageUrl: 4,
    day: 8,
    month: 'months.apr',
    comments: 11,
    shares: 27,
    title: 'blogCards.duplicates.title',
    desc: 'blogCards.duplicates.desc',
  },
  {
    imageUrl: 5,
    day: 17,
    month: 'months.may',
    comments: 4,
    shares: 12,
    title: 'blogCards.testWallets.title',
    desc: 'blogCards.testWallets.desc',
  },
  {
    imageUrl: 6,
    day: 29,
    month: 'months.jun',
    comments: 7,
    shares: 15,
    title: 'blogCards.feeEstimate.title',
    desc: 'blogCards.feeEstimate.desc',
  },
];
