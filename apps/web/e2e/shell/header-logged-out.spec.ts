import { brand } from '@meridian/brand';
import { expect, test } from '../support/fixtures';

test('when signed out, then the header offers the public links, Login and Get Started', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of [
    ['Track', '/track'],
    ['Services', '/services'],
    ['About', '/about'],
    ['Portfolio', '/portfolio'],
    ['Team', '/team'],
    ['Blog', '/blog'],
    ['Contact', '/contact'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(header.getByRole('link', { name: brand.name })).toHaveAttribute('href', '/');
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
  await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth/signup');
  await expect(header.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('when the menu opens signed out, then it shows the public links, No credit card required and the support box', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // The panel covers the whole phone screen, not just the header strip.
    expect((await menu.boundingBox())?.height).toBe(800);
    await expect(menu.getByRole('link', { name: 'Services' })).toBeVisible();
    await expect(menu.getByText('No credit card required')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My Bookings' })).toHaveCount(0);
    const support = menu.getByTestId('mobile-menu-support');
    await expect(support.getByText(brand.supportAvailability)).toBeVisible();
    await expect(support.getByRole('link', { name: brand.phones.support.display })).toHaveAttribute('href', `tel:${brand.phones.support.e164}`);
    await expect(support.getByRole('link', { name: brand.emails.support })).toBeVisible();
    await expect(support.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  test('when the menu is open, then focus stays inside it and Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('when a link in the menu is followed, then the menu closes on the route change', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  });
});
