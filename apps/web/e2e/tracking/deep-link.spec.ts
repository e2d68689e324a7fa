import { expect, test, type Page } from '../support/fixtures';

// Decision 0053: /track is prerendered as its frame, so a link to a shipment shows the header, heading and number box
// before any code arrives; the app then draws the shipment into it. With ?id= the page is rendered afresh (what it
// shows differs from the frame); a plain /track is hydrated.

const lookups = (urls: string[]) => urls.filter((url) => /\/api\/v1\/tracking\/(?!samples$)[^/]+$/.test(new URL(url).pathname));

/** Console errors and uncaught errors, where React reports a hydration mismatch. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Holds the app's entry back until `release` is called, so what shows meanwhile is the served HTML alone. */
async function holdTheCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('when a link to a shipment opens cold, then its frame is in the served HTML, and the shipment follows with one lookup and no error', async ({ page, request }) => {
  const html = await (await request.get('/track?id=DL-1001', { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain('data-prerendered="/track"');
  expect(html).toMatch(/<h1[^>]*>Track Your Shipment<\/h1>/);
  expect(html).toMatch(/<input[^>]*id="tracking-number"/);
  expect(html).not.toContain('data-testid="splash"');

  const problems = collectProblems(page);
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  const release = await holdTheCode(page);
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/tracking/DL-1001');
  const opened = page.goto('/track?id=DL-1001');
  await expect(page.getByRole('heading', { level: 1, name: 'Track Your Shipment' })).toBeVisible();
  await expect(page.getByRole('search').getByRole('textbox', { name: 'Tracking number' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Track' }).first()).toBeVisible();
  await expect(page.getByTestId('splash')).toHaveCount(0);
  // The lookup starts while the app's code is still held back.
  await asked;
  await expect(page.getByTestId('shipment-status')).toHaveCount(0);
  release();
  await opened;

  await expect(page.getByTestId('shipment-status')).toHaveText('Picked Up');
  await expect(page.getByRole('textbox', { name: 'Tracking number' })).toHaveValue('DL-1001');
  await expect(page.getByTestId('splash')).toHaveCount(0);
  // The page took the starter's answer instead of asking again.
  expect(lookups(urls)).toEqual([expect.stringContaining('/api/v1/tracking/DL-1001')]);
  expect(problems).toEqual([]);
});

test('when /track opens with no number, then the prerendered frame is adopted as it is (hydrated) and works', async ({ page }) => {
  const problems = collectProblems(page);
  const release = await holdTheCode(page);
  const opened = page.goto('/track');
  const heading = page.getByRole('heading', { level: 1, name: 'Track Your Shipment' });
  await expect(heading).toBeVisible();
  // Hydration keeps the served elements; a fresh render would replace them.
  await heading.evaluate((element) => ((window as { servedHeading?: Element }).servedHeading = element));
  release();
  await opened;
  expect(await heading.evaluate((element) => (window as { servedHeading?: Element }).servedHeading === element)).toBe(true);

  await page.getByRole('button', { name: 'DL-1001' }).click();
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page).toHaveURL(/\/track\?id=DL-1001$/);
  await expect(page.getByTestId('shipment-status')).toHaveText('Picked Up');
  expect(problems).toEqual([]);
});
