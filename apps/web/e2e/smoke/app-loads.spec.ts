import { expect, test } from '../support/fixtures';

test('when a visitor opens the home page, then the app loads with its header and one h1', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('when a visitor opens a signed-in route, then they land on /auth/login and Back does not return to it', async ({ page }) => {
  await page.goto('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('when a visitor opens an unknown path, then the not-found page shows', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
