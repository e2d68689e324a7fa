import { expect, test } from '../support/fixtures';

test.use({ showSplash: true });

test('when a browser session starts, then the splash shows once for about 3.5 s and not again in that session', async ({ page }) => {
  await page.goto('/');
  const splash = page.getByTestId('splash');
  await expect(splash).toBeVisible();
  await expect(splash).toContainText('Meridian Express');
  await expect(splash).toContainText('Global Logistics');
  const shownAt = Date.now();
  await expect(splash).toBeHidden({ timeout: 6000 });
  // spec 2: it stays for 3500 ms (measured from when the test first saw it, so a little less).
  expect(Date.now() - shownAt).toBeGreaterThan(2500);
  expect(await page.evaluate(() => sessionStorage.getItem('meridian.splashSeen'))).toBe('true');

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('splash')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('splash')).toHaveCount(0);
});

test('when a new browser session starts, then the splash shows again', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/about');
  await expect(page.getByTestId('splash')).toBeVisible();
  await context.close();
});
