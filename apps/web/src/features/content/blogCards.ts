// The six sample blog posts.
import type { BlogCard } from './BlogCard.js';

export const blogCards: BlogCard[] = [
  { imageUrl: 1, day: 12, month: 'blog.m1', comments: 14, shares: 32, title: 'blog.p1Title', desc: 'blog.p1Desc' },
  { imageUrl: 2, day: 3, month: 'blog.m2', comments: 9, shares: 21, title: 'blog.p2Title', desc: 'blog.p2Desc' },
  { imageUrl: 3, day: 21, month: 'blog.m3', comments: 6, shares: 18, title: 'blog.p3Title', desc: 'blog.p3Desc' },
  { imageUrl: 4, day: 8, month: 'blog.m4', comments: 11, shares: 27, title: 'blog.p4Title', desc: 'blog.p4Desc' },
  { imageUrl: 5, day: 17, month: 'blog.m5', comments: 4, shares: 12, title: 'blog.p5Title', desc: 'blog.p5Desc' },
  { imageUrl: 6, day: 29, month: 'blog.m6', comments: 7, shares: 15, title: 'blog.p6Title', desc: 'blog.p6Desc' },
];
