import { expect, test, type Page } from '../support/fixtures';

// Decision 0053: /track is prerendered as its frame; decision 0068: the API draws a linked shipment into it, so the
// shipment is readable before any code arrives. With ?id= the app renders the page afresh over it (from the answer the
// HTML carries); a plain /track is hydrated.

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

test('when a link to a shipment opens cold, then the shipment is in the served HTML and stays on screen as the app takes over, with no second lookup', async ({ page, request }) => {
  const served = await request.get('/track?id=DL-1001', { headers: { Accept: 'text/html' } });
  // Decision 0068: drawn for this request, so no cache may keep it.
  expect(served.headers()['cache-control']).toBe('private, no-store');
  const html = await served.text();
  expect(html).toContain('data-prerendered="/track"');
  expect(html).toMatch(/<h1[^>]*>Track Your Shipment<\/h1>/);
  expect(html).toMatch(/<span[^>]*data-testid="shipment-status"[^>]*>Picked Up</);
  expect(html).toContain('Chicago, IL');
  expect(html).not.toContain('data-testid="splash"');

  const problems = collectProblems(page);
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  // Every animation frame from the first: once the status has been on screen, is it ever gone again?
  await page.addInitScript(() => {
    const seen = { shown: false, goneAfter: false };
    (window as { statusWatch?: typeof seen }).statusWatch = seen;
    const frame = () => {
      const present = document.querySelector('[data-testid="shipment-status"]') !== null;
      if (present) seen.shown = true;
      else if (seen.shown) seen.goneAfter = true;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const release = await holdTheCode(page);
  const opened = page.goto('/track?id=DL-1001');
  await expect(page.getByTestId('shipment-status')).toHaveText('Picked Up');
  await expect(page.getByText('Austin, TX')).toBeVisible();
  await expect(page.getByTestId('splash')).toHaveCount(0);
  release();
  await opened;

  // The app has rendered into #root (React marks its container) and draws the same shipment from the served answer.
  await page.waitForFunction(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));
  await expect(page.getByTestId('shipment-status')).toHaveText('Picked Up');
  await expect(page.getByRole('textbox', { name: 'Tracking number' })).toHaveValue('DL-1001');
  await expect(page.locator('#meridian-tracking')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as { statusWatch?: { goneAfter: boolean } }).statusWatch?.goneAfter)).toBe(false);
  // A stranger's answer is fresh: neither the starter nor the page asks for it again.
  expect(lookups(urls)).toEqual([]);
  expect(problems).toEqual([]);
});

test('when a link to a shipment opens where scripts do not run, then the shipment can still be read', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  try {
    const page = await context.newPage();
    await page.goto('/track?id=DL-1001');
    await expect(page.getByTestId('tracking-number')).toHaveText('DL-1001');
    await expect(page.getByTestId('shipment-status')).toHaveText('Picked Up');
    await expect(page.getByText('Chicago, IL').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shipment timeline' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('when a link names no shipment this server holds, then the frame is served and the page says so', async ({ page, request }) => {
  const html = await (await request.get('/track?id=MX00000000000', { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain('data-prerendered="/track"');
  expect(html).not.toContain('data-testid="shipment-status"');
  expect(html).not.toContain('id="meridian-tracking"');
  await page.goto('/track?id=MX00000000000');
  await expect(page.getByTestId('tracking-not-found')).toBeVisible();
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
  await expect(page).toHaveURL(/\/track\/DL-1001$/);
  await expect(page.getByTestId('shipment-status')).toHaveText('Picked Up');
  expect(problems).toEqual([]);
});
