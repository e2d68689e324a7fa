import { describe, expect, it } from 'vitest';
import { makeNotification, notificationList, sampleNotifications } from '../../mocks/fixtures/notification';
import { dismiss, markAllRead, markRead, mergeNotification, newestSeq } from './notifications-client';

describe('the notification list in the cache (decision 0016)', () => {
  it('when a new one arrives, then it goes first, counts as unread once, and a second arrival of it changes nothing', () => {
    const list = notificationList(sampleNotifications());
    const merged = mergeNotification(list, makeNotification({ _id: 'n-new', seq: 9 }));
    expect(merged.records[0]?._id).toBe('n-new');
    expect(merged.unreadCount).toBe(3);
    expect(merged.pagination.totalRecords).toBe(4);
    expect(mergeNotification(merged, makeNotification({ _id: 'n-new', seq: 9 }))).toBe(merged);
    expect(newestSeq(merged)).toBe(9);
  });

  it('when one is read, all are read or one is dismissed, then the unread count follows', () => {
    const list = notificationList(sampleNotifications());
    expect(markRead(list, 'n1000000000000000000000a').unreadCount).toBe(1);
    expect(markRead(list, 'n1000000000000000000000c')).toBe(list);
    expect(markAllRead(list).unreadCount).toBe(0);
    const dismissed = dismiss(list, 'n1000000000000000000000b');
    expect(dismissed.records.map((n) => n._id)).toEqual(['n1000000000000000000000a', 'n1000000000000000000000c']);
    expect(dismissed.unreadCount).toBe(1);
    expect(dismissed.pagination.totalRecords).toBe(2);
  });
});
