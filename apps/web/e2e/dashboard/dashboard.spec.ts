import { expect, signUp, test, useSession } from '../support/fixtures';
import { cancelBookingViaApi, seedBookings } from '../bookings/seed';

test.describe('dashboard', () => {
  test('tiles and recent bookings come from the API; notifications can be read and dismissed', async ({ page, request }) => {
    const session = await signUp(request);
    const seeded = await seedBookings(request, session.token, 5);
    await cancelBookingViaApi(request, session.token, seeded[0]!._id);
    await useSession(page, session);
    await page.goto('/dashboard');

    const summary = page.getByRole('group', { name: 'Booking summary' });
    await expect(summary.getByRole('definition')).toHaveText(['4', '5', '0']);
    await expect(page.getByTestId('recent-bookings').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '30');
    await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/bookings');

    const bell = page.getByRole('button', { name: /Notifications, 2 unread/ });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByRole('button', { name: /Shipment picked up, unread/ }).click();
    await expect(page.getByRole('button', { name: /Notifications, 1 unread/ })).toBeVisible();
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByRole('button', { name: /Notifications, 0 unread/ })).toBeVisible();
    await panel.getByRole('button', { name: 'Dismiss Invoice available' }).click();
    await expect(panel.getByText('Invoice available')).toHaveCount(0);
  });
});
