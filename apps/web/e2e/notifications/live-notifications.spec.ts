import { formatTrackingNumber } from '@meridian/contracts';
import { bookingBody, seedBookings } from '../bookings/seed';
import { expect, signUp, test, useSession } from '../support/fixtures';
import { signInStaff } from '../support/staff';

// The dashboard's bell is fed by the server and kept current over Server-Sent Events (decision 0016). The panel polls only
// every 20 s while the stream is down, so an arrival within 15 s is the stream's doing.
test.describe('live notifications', () => {
  test('when a new booking is made elsewhere, then the bell shows it without a reload; it can be read and dismissed', async ({ page, request }) => {
    const session = await signUp(request);
    await seedBookings(request, session.token, 1);
    await useSession(page, session);
    await page.goto('/dashboard');

    const bell = (unread: number) => page.getByRole('button', { name: `Notifications, ${unread} unread` });
    await expect(bell(1)).toBeVisible();
    await bell(1).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel.getByRole('link', { name: /^Booking received, unread/ })).toHaveCount(1);

    // Another actor (here the same account through the API, as a second device would) books again.
    const response = await request.post('/api/v1/bookings/', {
      headers: { Authorization: `Bearer ${session.token}` },
      data: bookingBody({ fullNameOrBusiness: 'Second Device Ltd', dropoffLocation: { address: '5 Pier Road', city: 'Portland', state: 'ME', country: 'US' } }),
    });
    expect(response.status()).toBe(201);
    const second = ((await response.json()) as { data: { _id: string; trackingNumber: string } }).data;

    await expect(bell(2)).toBeVisible({ timeout: 15_000 });
    const newest = panel.getByRole('listitem').first();
    await expect(newest).toContainText(formatTrackingNumber(second.trackingNumber));
    await expect(newest).toContainText('Baltimore, MD to Portland, ME');

    // Click marks it read and opens its booking.
    await newest.getByRole('link').click();
    await expect(page).toHaveURL(`/bookings/${second._id}`);
    await page.goto('/dashboard');
    await expect(bell(1)).toBeVisible();

    // Dismiss the older one; it stays gone after a reload.
    await bell(1).click();
    await panel.getByRole('button', { name: 'Dismiss Booking received' }).last().click();
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await expect(bell(0)).toBeVisible();
    await page.reload();
    await bell(0).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(1);
  });

  test('when a customer books, then an operator’s console bell gets "New booking" live; Mark all read clears it', async ({ page, request }) => {
    await useSession(page, await signInStaff(request, 'operator'));
    // Decision 0083: /dashboard is the customer's; an operator's bell is in the console.
    await page.goto('/ops');
    await expect(page.getByRole('button', { name: /Notifications, \d+ unread/ })).toBeVisible();

    // Other journeys book at the same time and the operator hears of every booking, so this one is found by name.
    const company = `Live Freight ${Date.now().toString(36)}`;
    const customer = await signUp(request, { companyName: company });
    await seedBookings(request, customer.token, 1, () => ({ fullNameOrBusiness: company }));

    await page.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel.getByRole('listitem').filter({ hasText: `${company} booked` })).toContainText('New booking');
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(panel.getByRole('listitem').filter({ hasText: `${company} booked` }).getByRole('link')).toHaveAccessibleName(/^New booking\. /);
  });

  test('when a brand-new customer opens the bell, then it says "No notifications yet"', async ({ page, request }) => {
    const session = await signUp(request);
    await useSession(page, session);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Notifications, 0 unread' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('No notifications yet');
  });
});
