import { describe, expect, it } from 'vitest';
import { notificationListQuerySchema, notificationUpdateSchema } from './notifications';
import { lastEventIdSchema, streamQuerySchema } from './operations';

describe('notification contracts (decision 0016)', () => {
  it('when the list query is empty, then page 1 of 20', () => {
    expect(notificationListQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(notificationListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
  it('when a notification is updated, then only {read: true} is accepted', () => {
    expect(notificationUpdateSchema.safeParse({ read: true }).success).toBe(true);
    expect(notificationUpdateSchema.safeParse({ read: false }).error?.issues[0]?.message).toBe('read must be true');
  });
  it('when the stream is re-opened with a fresh ticket, then lastEventId says where it stopped', () => {
    const ticket = 'a'.repeat(43);
    expect(streamQuerySchema.parse({ ticket, lastEventId: '41' })).toEqual({ ticket, lastEventId: 41 });
    expect(streamQuerySchema.parse({ ticket })).toEqual({ ticket });
    expect(streamQuerySchema.safeParse({ ticket, lastEventId: '-1' }).success).toBe(false);
    expect(streamQuerySchema.safeParse({ ticket: 'short' }).success).toBe(false);
    expect(lastEventIdSchema.safeParse('abc').success).toBe(false);
  });
});
