import { expect, signUp, test, useSession } from '../support/fixtures';
import { cancelBookingViaApi, seedBookings } from '../bookings/seed';

test.describe('dashboard', () => {
  test('tiles, progress and recent bookings come from the API; notifications can be read and dismissed', async ({ page, request }) => {
    const session = await signUp(request);
    const seeded = await seedBookings(request, session.token, 5);
    await cancelBookingViaApi(request, session.token, seeded[0]!._id);
    await useSession(page, session);
    await page.goto('/dashboard');

    const summary = page.getByRole('group', { name: 'Booking summary' });
    // Active, Delivered, Cancelled, then the Total they add up to.
    await expect(summary.getByRole('definition')).toHaveText(['4', '0', '1', '5']);
    await expect(page.getByText('4 active + 0 delivered + 1 cancelled = 5 bookings in all')).toBeVisible();
    await expect(page.getByTestId('recent-bookings').getByRole('listitem')).toHaveCount(3);
    // Progress follows the milestones (decision 0019): a booking just made is at step 0 of 6, not the original app's fixed 30.
    await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/bookings');

    // One "Booking received" per booking made, and one for the booking the customer cancelled.
    const bell = page.getByRole('button', { name: 'Notifications, 6 unread' });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel.getByRole('listitem')).toHaveCount(6);
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
    await panel.getByRole('button', { name: 'Dismiss Booking received' }).first().click();
    await expect(panel.getByRole('listitem')).toHaveCount(5);
  });
});
