import { brand } from '@meridian/brand';
import { expect, freezeClock, test } from '../support/fixtures';

// The splash covers only the time the first screen's code takes to arrive; no timer holds content back.

test('when a deep link opens in a new tab with every timer stopped, then its content shows at once and no splash is left over', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/track?id=DL-1001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('splash')).toHaveCount(0);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('splash')).toHaveCount(0);
});

test('when the first screen’s code is slow to arrive, then the splash shows the brand until it does, and the screen then replaces it', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The sign-in page's own chunk is held back; the app's entry and shared code load as usual. (The public pages are in
  // the HTML itself, decision 0053, so they never show the splash: see prerendered-pages.spec.ts.)
  await page.route(/\/assets\/login-page-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/login');
  const splash = page.getByTestId('splash');
  await expect(splash).toBeVisible();
  await expect(splash).toContainText(brand.name);
  await expect(splash).toContainText(brand.tagline);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(splash).toHaveCount(0);
});
