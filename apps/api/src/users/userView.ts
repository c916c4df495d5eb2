// The user fields the site reads (SPEC §3). `id` is the random public id, never the sequential row id.
import type { users } from '../db/schema.js';

export const userViewSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    address: { type: 'string' },
    avatar: { type: 'string' },
    brief: { type: 'string' },
    nickname: { type: 'string' },
    shortUrl: { type: 'string' },
    bannerUrl: { type: 'string' },
  },
} as const;

export function userView(u: typeof users.$inferSelect) {
  return {
    id: u.publicId,
    address: u.address,
    avatar: u.avatar,
    brief: u.brief,
    nickname: u.nickname,
    shortUrl: u.shortUrl,
    bannerUrl: u.bannerUrl,
  };
}

/** What /api/user/info shows for an address other than the caller's: the same whether or not it has signed in. */
export function blankView(address: string) {
  return { id: 0, address, avatar: '', brief: '', nickname: '', shortUrl: '', bannerUrl: '' };
}
