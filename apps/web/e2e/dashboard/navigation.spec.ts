import { seedBookings } from '../bookings/seed';
import { expect, signUp, test, useSession } from '../support/fixtures';

// The customer's day without typing an address: Reports from the dashboard's menu, and My Bookings and a booking in
// the same signed-in frame as the rest of the customer area (decision 0038).
test('from the dashboard a customer reaches Reports and My Bookings by menu, and a booking keeps the signed-in frame', { tag: '@api' }, async ({ page, request }) => {
  const session = await signUp(request);
  const [booking] = await seedBookings(request, session.token, 1);
  await useSession(page, session);
  await page.goto('/dashboard');

  await page.getByRole('button', { name: /Open profile menu/ }).click();
  await page.getByRole('list', { name: 'Profile menu' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();

  await page.getByRole('button', { name: /Open profile menu/ }).click();
  await page.getByRole('list', { name: 'Profile menu' }).getByRole('link', { name: 'My Bookings' }).click();
  await expect(page.getByRole('heading', { name: /My Bookings/ })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.goto(`/bookings/${booking!._id}`);
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Bookings' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
});
