import type { Notification, NotificationList } from '@meridian/contracts';

// Notifications as the API returns them, for the bell's and the stream's component tests.
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n1000000000000000000000a',
    type: 'pickup',
    event: 'picked-up',
    title: 'Shipment picked up',
    message: 'MX7K2P9QRT4WC was picked up in Oakland, CA and is on its way to Denver, CO.',
    time: new Date(Date.now() - 10 * 60_000).toISOString(),
    read: false,
    bookingId: 'b1000000000000000000000a',
    trackingNumber: 'MX7K2P9QRT4WC',
    seq: 3,
    ...overrides,
  };
}

export function sampleNotifications(): Notification[] {
  return [
    makeNotification(),
    makeNotification({ _id: 'n1000000000000000000000b', type: 'booking', event: 'confirmed', title: 'Booking confirmed', message: 'MX7K2P9QRT4WC from Oakland, CA to Denver, CO is confirmed.', seq: 2 }),
    makeNotification({ _id: 'n1000000000000000000000c', type: 'booking', event: 'booking-created', title: 'Booking received', message: 'We received MX7K2P9QRT4WC.', read: true, seq: 1 }),
  ];
}

export function notificationList(records: Notification[]): NotificationList {
  return {
    records,
    unreadCount: records.filter((n) => !n.read).length,
    pagination: { currentPage: 1, totalPages: 1, totalRecords: records.length, limit: 20 },
  };
}
