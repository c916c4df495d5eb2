// The sample blog posts: each card's article (body keys, author) and the number a link names it by (`?post=N`).
// The article texts live in the blog feature's namespace (`blog`, keys `article.<post>.p1…`), shown only there.
import type { BlogCard } from './BlogCard.js';
import { blogCards } from './blogCards.js';
import type { ContentTextKey } from './contentText.js';

/** A key of the blog namespace: `article.<post>.<part>`. */
export type ArticleTextKey = `article.${string}.${'p1' | 'p2' | 'p3' | 'quote'}`;

export interface BlogPost {
  /** 1-based, as in `#/blog-details-right-sidebar?post=2`. */
  number: number;
  card: BlogCard;
  author: ContentTextKey;
  /** Paragraphs before the quote, the quote, paragraphs after it. */
  before: ArticleTextKey[];
  quote: ArticleTextKey;
  after: ArticleTextKey[];
}

const AUTHORS: ContentTextKey[] = [
  'teamMembers.samAdeyemi.name',
  'teamMembers.anaRuiz.name',
  'teamMembers.weiZhang.name',
  'teamMembers.lenaNovak.name',
  'teamMembers.kenjiMori.name',
  'teamMembers.priyaNair.name',
];

// Each post's article texts, by the post's card (article.<post>.p1…).
const POSTS = ['firstAirdrop', 'allowances', 'monthlyPayroll', 'duplicates', 'testWallets', 'feeEstimate'] as const;

export const blogPosts: BlogPost[] = blogCards.map((card, index) => {
  const number = index + 1;
  const post = POSTS[index] ?? 'firstAirdrop';
  const author = AUTHORS[index] ?? 'teamMembers.anaRuiz.name';
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
  const key = (part: 'p1' | 'p2' | 'quote'): ArticleTextKey => `article.${post}.${part}`;
  return { number, card, author, before: [key('p1')], quote: key('quote'), after: [key('p2')] };
});
