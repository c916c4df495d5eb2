/** Notification types. */
export const NotificationType = { FOLLOW: 1, LIKE: 2, TRADE: 3 } as const;

/** One of the {@link NotificationType} values. */
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];
