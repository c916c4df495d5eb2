/** Notification sub-types 1–18, in the marketplace's order. */
export const NotificationSubType = {
  SALE: 1,
  EDIT_SALE: 2,
  CANCEL_SALE: 3,
  BUY: 4,
  BID: 5,
  EDIT_BID: 6,
  CANCEL_BID: 7,
  ACCEPT_BID: 8,
  MINT: 9,
  LIKING: 10,
  LIKED: 11,
  FOLLOWING: 12,
  FOLLOWED: 13,
  BURN: 14,
  TRANSFER: 15,
  RECEIVE: 16,
  BOUGHT: 17,
  BIDDEN: 18,
} as const;

/** One of the {@link NotificationSubType} values. */
export type NotificationSubType = (typeof NotificationSubType)[keyof typeof NotificationSubType];
