import { brand } from '@meridian/brand';
import { expect, freezeClock, test } from '../support/fixtures';

test.use({ showSplash: true });

test('when a browser session starts, then the splash shows once for about 3.5 s and not again in that session', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  const splash = page.getByTestId('splash');
  await expect(splash).toBeVisible();
  await expect(splash).toContainText(brand.name);
  await expect(splash).toContainText(brand.tagline);
  // spec 2: it stays for 3500 ms.
  await page.clock.runFor(3400);
  await expect(splash).toBeVisible();
  await page.clock.runFor(200);
  await expect(splash).toBeHidden();
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
