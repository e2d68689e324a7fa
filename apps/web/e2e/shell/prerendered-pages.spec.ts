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

  test('when a public page or a link to a shipment is opened, then the tab already has the title the app gives it', async ({ page, browser }) => {
    const running = await browser.newContext({ javaScriptEnabled: true });
    const withCode = await running.newPage();
    try {
      for (const path of ['/', '/pricing', '/about', '/track', '/track?id=DL-1001']) {
        await withCode.goto(path);
        // Once the app has taken the page over (React marks its container), its effects have set the title.
        await withCode.waitForFunction(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));
        await expect(withCode.getByRole('heading', { level: 1 }), path).toBeVisible();
        const byTheApp = await withCode.title();
        await page.goto(path);
        expect(await page.title(), path).toBe(byTheApp);
      }
      // Not every page is the home page: the served titles differ.
      await page.goto('/pricing');
      expect(await page.title()).toContain('Pricing');
    } finally {
      await running.close();
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

interface Takeover {
  added: string[];
  preloadedAgain: string[];
  slide?: Element | null;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('when the home page is taken over, then the served page is kept as it is: no element of it is rebuilt, and no module is preloaded twice', async ({ page }) => {
    // Watches from the moment the HTML is parsed (the code starts only after the page has loaded), so everything the
    // takeover adds to the page or to the head is seen.
    await page.addInitScript(() => {
      const seen: Takeover = { added: [], preloadedAgain: [] };
      (window as unknown as { takeover: Takeover }).takeover = seen;
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        seen.slide = document.querySelector('[data-testid="whyus-carousel"] [role], [data-testid="whyus-carousel"] li');
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (!(node instanceof Element)) continue;
              if (record.target === document.head) {
                const href = node instanceof HTMLLinkElement && node.rel === 'modulepreload' ? node.href : '';
                if (href && performance.getEntriesByName(href).length > 0) seen.preloadedAgain.push(href);
              } else {
                seen.added.push(node.tagName);
              }
            }
          }
        }).observe(document.documentElement, { childList: true, subtree: true });
      });
    });
    await page.goto('/');
    const carousel = page.getByTestId('whyus-carousel');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel).toHaveAttribute('data-carousel-index', '1');
    const takeover = await page.evaluate(() => {
      const { takeover } = window as unknown as { takeover: Takeover };
      return { added: takeover.added.filter((tag) => tag !== 'SCRIPT'), preloadedAgain: takeover.preloadedAgain, slideKept: takeover.slide?.isConnected ?? false };
    });
    expect(takeover).toEqual({ added: [], preloadedAgain: [], slideKept: true });
  });

  test('when the home page is opened, then its code arrives in a few files, not one request per small module', async ({ page }) => {
    // Each file is a request and a task on the phone's main thread. Decision 0074: with a top-level await in the entry
    // the bundler kept every shared module in a file of its own, and / fetched 47 script files; merged, it is 26.
    await page.goto('/');
    const carousel = page.getByTestId('whyus-carousel');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel).toHaveAttribute('data-carousel-index', '1');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    );
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(30);
  });
});
