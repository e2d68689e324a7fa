import { expect, signUp, test, useSession } from '../support/fixtures';
import { cancelBookingViaApi, seedBookings } from './seed';

test.describe('My Bookings', () => {
  test('a new user sees the empty state', async ({ page, request }) => {
    await useSession(page, await signUp(request));
    await page.goto('/bookings');
    await expect(page.getByRole('heading', { name: 'No bookings found' })).toBeVisible();
    await expect(page.getByText("You haven't made any bookings yet or no bookings match your filters.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Your First Booking' })).toHaveAttribute('href', '/booking/request');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('a user pages through 120 bookings and filters by status and date, with the URL keeping both', async ({ page, request }) => {
    const session = await signUp(request);
    const seeded = await seedBookings(request, session.token, 120);
    for (const booking of seeded.slice(0, 3)) await cancelBookingViaApi(request, session.token, booking._id);
    await useSession(page, session);

    await page.goto('/bookings');
    await expect(page.getByRole('heading', { name: /My Bookings \(120\)/ })).toBeVisible();
    const tiles = page.getByRole('definition');
    await expect(tiles.nth(0)).toHaveText('120');
    await expect(tiles.nth(1)).toHaveText('117');
    await expect(tiles.nth(3)).toHaveText('3');
    await expect(page.getByTestId('booking-card')).toHaveCount(100);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2']);

    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('booking-card')).toHaveCount(20);
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.reload();
    await expect(page.getByTestId('booking-card')).toHaveCount(20);
    await page.goBack();
    await expect(page.getByTestId('booking-card')).toHaveCount(100);

    await expect(page.getByRole('button', { name: 'Clear' })).toHaveCount(0);
    await page.getByLabel('Status').selectOption('cancelled');
    await expect(page).toHaveURL(/status=cancelled/);
    await expect(page.getByTestId('booking-card')).toHaveCount(3);
    await expect(page.getByTestId('booking-card').first()).toContainText('Cancelled');
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('cancelled');
    await expect(page.getByTestId('booking-card')).toHaveCount(3);

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByTestId('booking-card')).toHaveCount(100);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('From Date').fill(tomorrow);
    await expect(page.getByRole('heading', { name: 'No bookings found' })).toBeVisible();
    await page.getByLabel('From Date').fill(today);
    await page.getByLabel('To Date').fill(today);
    await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
    await expect(page.getByRole('heading', { name: /My Bookings \(120\)/ })).toBeVisible();
  });
});
