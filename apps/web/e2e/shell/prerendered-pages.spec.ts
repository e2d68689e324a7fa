import { brand } from '@meridian/brand';
import { expect, signUp, test, useSession } from '../support/fixtures';

// Decision 0053: the public pages' first screen is in the HTML, so it shows before any code arrives, and the app then
// takes it over without redrawing it.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('when / and /pricing are opened, then their heading, the header with Track and the footer are in the page itself', async ({ page }) => {
    for (const [path, heading] of [
      ['/', /Logistics that keeps your world moving/],
      ['/pricing', /Simple, transparent pricing/],
      ['/services', /.+/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Track' }).first(), path).toHaveAttribute('href', '/track');
      await expect(page.getByRole('contentinfo'), path).toContainText(brand.name);
      await expect(page.getByTestId('splash'), path).toHaveCount(0);
    }
  });

  test('when a signed-in route is opened, then the splash stands in for it (nothing of another page is shown)', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('splash')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

test('when the page’s code is held back, then the prerendered pricing is already readable, and once it arrives the toggle works with no hydration error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/pricing-page-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const opened = page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Simple, transparent pricing/);
  await expect(page.getByTestId('plan-starter').getByTestId('plan-price')).toHaveText('$29');
  await expect(page.getByTestId('splash')).toHaveCount(0);
  release();
  await opened;
  await page.getByRole('button', { name: /Annual/ }).click();
  await expect(page.getByTestId('plan-starter').getByTestId('plan-price')).toHaveText('$23');
  expect(problems).toEqual([]);
});

test('when a signed-in customer opens /, then the header is theirs, not the prerendered visitor’s', { tag: '@api' }, async ({ page, request }) => {
  await useSession(page, await signUp(request, { firstName: 'Imani' }));
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
});
