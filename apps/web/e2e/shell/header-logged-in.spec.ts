import AxeBuilder from '@axe-core/playwright';
import { seedBookings } from '../bookings/seed';
import { expect, signUp, test, useSession } from '../support/fixtures';

// These journeys need the API: a real account is created through POST /api/v1/auth/sign-up.
test.describe('signed in', { tag: '@api' }, () => {
  test('when signed in, then the header shows Dashboard, the first name and Logout, and Logout goes home signed out', async ({ page, request }) => {
    const session = await signUp(request, { firstName: 'Chioma' });
    await useSession(page, session);
    await page.goto('/services');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(header.getByRole('link', { name: /Chioma/ })).toHaveAttribute('href', '/profile');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);

    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
  });

  test('the signed-in header has no serious or critical axe violations', async ({ page, request }) => {
    await useSession(page, await signUp(request));
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('header').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  test('when signed in, then /bookings and /dashboard keep the signed-in frame without the site shell (decision 0038)', async ({ page, request }) => {
    await useSession(page, await signUp(request));
    await page.goto('/bookings');
    await expect(page.getByRole('heading', { name: /My Bookings/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('when the menu opens signed in, then it shows the name, e-mail, the two tiles with the user’s figures and the signed-in entries', async ({ page, request }) => {
      const session = await signUp(request, { firstName: 'Tobi', lastName: 'Adewale' });
      // The tiles are the user's real counts (two active bookings, none delivered yet).
      await seedBookings(request, session.token, 2);
      await useSession(page, session);
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      const user = menu.getByTestId('mobile-menu-user');
      await expect(user).toContainText('Tobi Adewale');
      await expect(user).toContainText(session.user.email);
      await expect(user).toContainText('2Active Shipments');
      await expect(user).toContainText('0Delivered');
      for (const [name, href] of [
        ['My Bookings', '/bookings'],
        ['Reports', '/reports'],
        ['New Shipment', '/booking/request'],
        ['Track Shipment', '/tracking'],
      ] as const) {
        await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
      }
      await expect(menu.getByText('No credit card required')).toHaveCount(0);
      await expect(menu.getByTestId('mobile-menu-support')).toContainText('24/7 Available');
      await menu.getByRole('link', { name: 'My Bookings' }).click();
      await expect(page).toHaveURL(/\/bookings$/);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    });
  });
});

test('when a stored token is rejected by the server, then the session is cleared and the visitor is signed out', { tag: '@api' }, async ({ page }) => {
  await useSession(page, {
    token: 'not-a-real-token',
    user: { _id: 'x', firstName: 'Ghost', lastName: 'User', email: 'ghost@example.com', companyName: 'Nowhere' },
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
