// The sample blog posts: each card's article (body keys, author) and the number a link names it by (`?post=N`).
import type { MessageKey } from '../../i18n/MessageKey.js';
import type { BlogCard } from './BlogCard.js';
import { blogCards } from './blogCards.js';

export interface BlogPost {
  /** 1-based, as in `#/blog-details-right-sidebar?post=2`. */
  number: number;
  card: BlogCard;
  author: MessageKey;
  /** Paragraphs before the quote, the quote, paragraphs after it. */
  before: MessageKey[];
  quote: MessageKey;
  after: MessageKey[];
}

const AUTHORS: MessageKey[] = [
  'team.samAdeyemi.name',
  'team.anaRuiz.name',
  'team.weiZhang.name',
  'team.lenaNovak.name',
  'team.kenjiMori.name',
  'team.priyaNair.name',
];

// Each post's article texts, by the post's card (article.<post>.p1…).
const POSTS = ['firstAirdrop', 'allowances', 'monthlyPayroll', 'duplicates', 'testWallets', 'feeEstimate'] as const;

export const blogPosts: BlogPost[] = blogCards.map((card, index) => {
  const number = index + 1;
  const post = POSTS[index] ?? 'firstAirdrop';
  const author = AUTHORS[index] ?? 'team.anaRuiz.name';
  if (number === 1) {
    return {
      number,
      card,
      author,
      before: ['article.firstAirdrop.p1', 'article.firstAirdrop.p2'],
      quote: 'article.firstAirdrop.quote',
      after: ['article.firstAirdrop.p3'],
    };
  }
  const key = (part: string) => `article.${post}.${part}` as MessageKey;
  return { number, card, author, before: [key('p1')], quote: key('quote'), after: [key('p2')] };
});
