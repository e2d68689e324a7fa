import AxeBuilder from '@axe-core/playwright';
import { expect, signUp, test, useSession, type Page } from '../support/fixtures';
import { seedBookings } from '../bookings/seed';

async function topOf(page: Page, name: string) {
  const box = await page.getByRole('group', { name }).boundingBox();
  return box?.y;
}

test.describe('dashboard layout', () => {
  test('when the notifications panel opens, then it hangs over the page and nothing below it moves', async ({ page, request }) => {
    const session = await signUp(request);
    await seedBookings(request, session.token, 2);
    await useSession(page, session);
    await page.goto('/dashboard');
    await expect(page.getByTestId('recent-bookings')).toBeVisible();
    const before = await topOf(page, 'Booking summary');

    await page.getByRole('button', { name: /Notifications, 2 unread/ }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel).toBeFocused();
    expect(await topOf(page, 'Booking summary')).toBe(before);
    const axe = await new AxeBuilder({ page }).include('header').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Notifications, 2 unread/ })).toBeFocused();
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the header actions sit on one row with their names, and the four tiles share one row', async ({ page, request }) => {
      const session = await signUp(request);
      await useSession(page, session);
      await page.goto('/dashboard');
      const actions = [
        page.getByRole('button', { name: /Notifications, \d+ unread/ }),
        page.getByRole('link', { name: 'Track Shipment' }),
        page.getByRole('link', { name: 'New Shipment' }),
        page.getByRole('button', { name: /Open profile menu/ }),
      ];
      const tops = [];
      for (const action of actions) {
        await expect(action).toBeVisible();
        const box = await action.boundingBox();
        tops.push(Math.round(box!.y + box!.height / 2));
      }
      expect(new Set(tops).size, `action centres ${tops.join(', ')}`).toBe(1);

      const tiles = page.getByRole('group', { name: 'Booking summary' }).locator(':scope > div');
      await expect(tiles).toHaveCount(4);
      const tileTops = new Set<number>();
      for (const tile of await tiles.all()) tileTops.add(Math.round((await tile.boundingBox())!.y));
      expect(tileTops.size).toBe(1);
      const group = await page.getByRole('group', { name: 'Booking summary' }).boundingBox();
      expect(group!.height).toBeLessThan(160);
    });

    test('the panel fits the window', async ({ page, request }) => {
      const session = await signUp(request);
      await useSession(page, session);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: /Notifications/ }).click();
      const box = await page.getByRole('region', { name: 'Notifications' }).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    });
  });
});
