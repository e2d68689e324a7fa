import { expect, signUp, test, useSession, type Page } from '../support/fixtures';
import { seedBookings } from './seed';

const LONG_EMAIL = 'operations.department@harbor-pharmaceuticals.example.com';

test.use({ viewport: { width: 375, height: 812 } });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('My Bookings on a 375 px phone', () => {
  test('the four tiles are one compact row, the filters wait behind a Filters button and the first booking is above the fold', async ({ page, request }) => {
    const session = await signUp(request);
    // One booking has a name far wider than the phone.
    await seedBookings(request, session.token, 3, (i) => (i === 2 ? { fullNameOrBusiness: 'Harbor Pharmaceuticals International Logistics Group' } : {}));
    await useSession(page, session);
    await page.goto('/bookings');

    const card = page.getByTestId('booking-card').first();
    await expect(card).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    const box = await card.boundingBox();
    expect(box!.y + 80).toBeLessThanOrEqual(812);

    // The tiles: Total, Pending, Delivered, Cancelled.
    const tiles = page.getByRole('term');
    await expect(tiles).toHaveText(['Total', 'Pending', 'Delivered', 'Cancelled']);
    const tops = await page.getByRole('definition').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Status')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('Status').selectOption('pending');
    await expect(page).toHaveURL(/status=pending/);
    await expect(toggle).toHaveAccessibleName('Filters (1 active)');
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  });

  test('the booking detail fits the screen and long e-mail addresses break after the @, never mid-word', async ({ page, request }) => {
    const session = await signUp(request);
    const [booking] = await seedBookings(request, session.token, 1, () => ({
      email: LONG_EMAIL,
      receiverPerson: { name: 'Rex Receiver', phone: '+1 555 010 0400', email: LONG_EMAIL },
    }));
    await useSession(page, session);
    await page.goto(`/bookings/${booking!._id}`);
    await expect(page.getByRole('heading', { name: 'Cargo Details' })).toBeVisible();

    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    const emails = page.getByTitle(LONG_EMAIL);
    await expect(emails).toHaveCount(2);
    for (const email of await emails.all()) {
      await expect(email).toHaveText(LONG_EMAIL);
      // Two lines at most: the local part with its @, then the domain.
      const lines = await email.evaluate((el) => new Set([...el.children].map((part) => Math.round(part.getBoundingClientRect().top))).size);
      expect(lines).toBeLessThanOrEqual(2);
      const { right } = await email.evaluate((el) => el.getBoundingClientRect().toJSON() as { right: number });
      expect(right).toBeLessThanOrEqual(375);
    }
  });
});
