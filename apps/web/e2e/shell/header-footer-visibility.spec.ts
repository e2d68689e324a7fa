import { addressLines, brand, copyrightLine } from '@meridian/brand';
import { expect, test } from '../support/fixtures';

const shownOn = ['/', '/services', '/pricing', '/about', '/portfolio', '/team', '/blog', '/contact', '/track'];
const hiddenOn = ['/auth/login', '/auth/signup', '/auth/forgot-password', '/auth/verify-otp', '/onboarding/profile-setup', '/onboarding/kyc-pending', '/tracking'];

for (const path of shownOn) {
  test(`when a visitor opens ${path}, then the site header, footer and help button show`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
  });
}

for (const path of hiddenOn) {
  test(`when a visitor opens ${path}, then the site header and footer are hidden`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
}

test('when a signed-out visitor opens a signed-in route, then they land on the login screen without the shell', async ({ page }) => {
  for (const path of ['/dashboard', '/booking/request', '/invoice/INV-1', '/profile', '/reports', '/bookings']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(path)}`);
    await expect(page.getByRole('banner')).toHaveCount(0);
  }
});

test('the footer carries the quick links, service anchors, social links, contact details and copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // The footer's anchors, each pointed at the page that holds its section (decision 0037).
  for (const target of ['/#services', '/track', '/services', '/#about', '/team#careers', '/blog']) {
    await expect(footer.getByRole('navigation', { name: 'Quick links' }).locator(`a[href="${target}"]`)).toHaveCount(1);
  }
  for (const anchor of ['freight', 'delivery', 'international', 'warehouse', 'customs', 'insurance']) {
    await expect(footer.getByRole('navigation', { name: 'Footer services' }).locator(`a[href="/services#${anchor}"]`)).toHaveCount(1);
  }
  await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(4);
  await expect(footer.getByText(copyrightLine(new Date().getFullYear()))).toBeVisible();
  await expect(footer.getByRole('link', { name: brand.phones.main.display })).toHaveAttribute('href', `tel:${brand.phones.main.e164}`);
  await expect(footer.getByRole('link', { name: brand.emails.info })).toHaveAttribute('href', `mailto:${brand.emails.info}`);
  for (const line of addressLines(brand.headOffice)) {
    await expect(footer).toContainText(line);
  }
  for (const link of brand.social) {
    await expect(footer.locator(`a[href="${link.url}"]`)).toHaveCount(1);
  }
});

test('the help button shows its tooltip on hover and does nothing on click', async ({ page }) => {
  await page.goto('/pricing');
  const help = page.getByRole('button', { name: 'Help' });
  await help.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Need help? Chat with us!');
  await expect(page.getByRole('tooltip')).toBeVisible();
  await help.click();
  await expect(page).toHaveURL(/\/pricing$/);
});
