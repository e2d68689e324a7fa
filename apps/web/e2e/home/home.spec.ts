import { expect, freezeClock, test } from '../support/fixtures';

test('the home sections come in their order with their ids', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ids = await page.locator('main > section[id]').evaluateAll((els) => els.map((el) => el.id));
  expect(ids).toEqual(['home', 'about', 'services', 'whyus', 'testimonials', 'contact']);
});

test('every call to action goes where its label promises', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  for (const name of ['Start Cold Chain Partnership', 'Start Free Trial', 'Get Started']) {
    await expect(main.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', '/auth/signup');
  }
  for (const name of ['Contact Sales', 'Talk to Sales']) {
    await expect(main.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', '/contact');
  }
  await expect(main.locator('a[href="/services"]').first()).toBeVisible();
  await expect(main.locator('a[href="/pricing"]').first()).toBeVisible();
});

test('the hero tagline rotates every 3 s', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  const visible = page.getByTestId('hero-tagline').locator('span[aria-hidden="false"]');
  const first = (await visible.textContent()) ?? '';
  await page.clock.runFor(2900);
  await expect(visible).toHaveText(first);
  await page.clock.runFor(200);
  await expect(visible).not.toHaveText(first);
});

test('the team page shows 8 members with mail links and the Join Our Team block', async ({ page }) => {
  await page.goto('/team');
  await expect(page.getByTestId('team-members').getByRole('article')).toHaveCount(8);
  await expect(page.getByTestId('team-members').locator('a[href^="mailto:"]')).toHaveCount(8);
  await expect(page.getByRole('heading', { name: 'Join Our Team' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Open Positions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Your CV' })).toBeVisible();
});

test('the about page shows the four cards and the 2015 to 2023 timeline', async ({ page }) => {
  await page.goto('/about');
  for (const name of ['Our Mission', 'Our Vision', 'Excellence', 'Reach']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('timeline').getByRole('listitem')).toHaveCount(5);
  const years = await page.getByTestId('timeline').locator('li > p:first-of-type').allTextContents();
  expect(years[0]).toBe('2015');
  expect(years.at(-1)).toBe('2023');
});
