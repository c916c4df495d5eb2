// Networks SocialButtons has a glyph for.
export type SocialNetwork =
  | 'x'
  | 'telegram'
  | 'discord'
  | 'github'
  | 'youtube'
  | 'medium'
  | 'facebook'
  | 'linkedin'
  | 'wechat'
  | 'weibo'
  | 'email';
