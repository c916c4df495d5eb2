import { describe, expect, it } from 'vitest';
import { NotificationSubType } from './NotificationSubType.js';
import { NotificationType } from './NotificationType.js';

describe('notification enums', () => {
  it('numbers the types 1-3 and the sub-types 1-18 in the spec order', () => {
    expect(NotificationType).toEqual({ FOLLOW: 1, LIKE: 2, TRADE: 3 });
    expect(Object.values(NotificationSubType)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(NotificationSubType.SALE).toBe(1);
    expect(NotificationSubType.TRANSFER).toBe(15);
    expect(NotificationSubType.BIDDEN).toBe(18);
  });
});
