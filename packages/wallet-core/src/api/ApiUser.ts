/** The user fields the site reads. */
export type ApiUser = {
  id: number;
  address: string;
  avatar: string;
  brief: string;
  nickname: string;
  shortUrl: string;
  bannerUrl: string;
  coinbase?: string;
  loginType?: number;
};
