import AxeBuilder from '@axe-core/playwright';
import { expect, signUp, test, useSession, type Page } from '../support/fixtures';
import { seedBookings } from '../bookings/seed';

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const accountPages = ['/auth/signup', '/auth/login', '/auth/forgot-password', '/auth/verify-otp', '/onboarding/profile-setup', '/onboarding/kyc-pending', '/onboarding/kyc-rejected'];

for (const width of [375, 1280]) {
  test.describe(`signed-in and account screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });

    test('account screens have no serious or critical axe violations and one h1', async ({ page }) => {
      for (const path of accountPages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
        expect(await blockingViolations(page), path).toEqual([]);
      }
    });

    test('signed-in screens and dialogs have no serious or critical axe violations', async ({ page, request }) => {
      const session = await signUp(request);
      const [booking] = await seedBookings(request, session.token, 2);
      await useSession(page, session);
      for (const path of ['/dashboard', '/booking/request', '/booking/confirmation', '/bookings', `/bookings/${booking!._id}`, '/profile']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
        expect(await blockingViolations(page), path).toEqual([]);
      }
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      expect(await blockingViolations(page)).toEqual([]);

      await page.goto(`/bookings/${booking!._id}`);
      await page.getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Booking' });
      await expect(dialog).toBeVisible();
      // Focus moves into the modal dialog.
      await expect(dialog.locator(':focus')).toHaveCount(1);
      expect(await blockingViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Cancel Booking' })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
}
