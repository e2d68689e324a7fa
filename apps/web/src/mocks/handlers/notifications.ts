import { http } from 'msw';
import { db } from '../db';
import { notificationList } from '../fixtures/notification';
import { api, caller, ok, refused } from '../respond';

// The bell's notifications. No stream ticket: the web falls back to polling (src/api/notification-stream.ts).
export const notificationHandlers = [
  http.get(api('/notifications'), ({ request }) => caller(request).refusal ?? ok(notificationList(db.notifications))),
  http.patch(api('/notifications/:id'), ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const found = db.notifications.find((n) => n._id === params.id);
    if (!found) return refused(404, 'Notification not found');
    db.notifications = db.notifications.map((n) => (n._id === found._id ? { ...n, read: true } : n));
    return ok({ ...found, read: true });
  }),
  http.post(api('/notifications/read-all'), ({ request }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const updated = db.notifications.filter((n) => !n.read).length;
    db.notifications = db.notifications.map((n) => ({ ...n, read: true }));
    return ok({ updated, unreadCount: 0 });
  }),
  http.delete(api('/notifications/:id'), ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    db.notifications = db.notifications.filter((n) => n._id !== params.id);
    return ok(null);
  }),
  http.post(api('/notifications/stream-ticket'), () => refused(503, 'The mock API has no live stream')),
];
