import AxeBuilder from '@axe-core/playwright';
import { fillBookingWizard, calendarDateAhead, submitAndOpenConfirmation } from '../booking-wizard/fill-wizard';
import { expect, signUp, test, useSession } from '../support/fixtures';

// Shipment lookups only: the page also asks which sample numbers exist (decision 0044).
const lookups = (urls: string[]) => urls.filter((u) => u.includes('/api/v1/tracking/') && !u.endsWith('/api/v1/tracking/samples'));

test.describe('public tracking (decision 0018)', () => {
  test('a sample button fills the input, Track shows the seeded shipment, and the number lands in the URL', async ({ page }) => {
    await page.goto('/track');
    const input = page.getByLabel('Tracking number');
    await expect(input).toHaveAttribute('placeholder', 'e.g. DL-1001');
    await page.getByRole('button', { name: 'DL-1001' }).click();
    await expect(input).toHaveValue('DL-1001');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page).toHaveURL(/\/track\/DL-1001$/);
    // Decision 0044: badge, progress and timeline agree: picked up, three of six steps, 50 %.
    await expect(page.getByTestId('shipment-status')).toHaveText('Picked Up');
    await expect(page.getByTestId('shipment-progress')).toHaveText('50%');
    await expect(page.getByText('Diego', { exact: true })).toBeVisible();
    const steps = page.getByRole('region', { name: 'Shipment timeline' }).getByRole('listitem');
    await expect(steps).toHaveCount(6);
    // The seeded DL-1001 has just been picked up: three of the six steps done.
    await expect(steps.nth(2)).toHaveAttribute('data-completed', 'true');
    await expect(steps.nth(3)).toHaveAttribute('data-completed', 'false');
    await expect(page.getByTestId('last-updated')).toHaveText(/ago$|^yesterday$/);
    // A stranger gets no phone and no documents.
    await expect(page.getByRole('link', { name: /Call Driver/ })).toHaveCount(0);
  });

  test("a real booking's number from the confirmation page is shared as a link that opens its tracking", async ({ page, request, browser }) => {
    const session = await signUp(request);
    await useSession(page, session);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // The desktop path: no Web Share API, so the link goes to the clipboard.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    await fillBookingWizard(page, { customer: 'Tracking Journey Ltd', pickupDate: calendarDateAhead(9).value, deliveryDate: calendarDateAhead(12).value });
    await submitAndOpenConfirmation(page, () => page.getByRole('button', { name: 'Confirm & Submit' }).click());

    const shown = (await page.getByTestId('tracking-number').textContent())!.trim();
    expect(shown).toMatch(/^MX-[0-9A-Z]{5}-[0-9A-Z]{6}$/);
    await page.getByRole('button', { name: 'Share Tracking Info' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    // Decision 0085: the path form, with the number as people read it.
    expect(link).toMatch(new RegExp(`/track/${shown}$`));

    // A stranger opening the link sees the shipment, with the booking's status and cities only.
    const stranger = await browser.newPage();
    await stranger.goto(link);
    await expect(stranger.getByTestId('shipment-status')).toHaveText('Pending');
    await expect(stranger.getByText('Raleigh, NC')).toBeVisible();
    await expect(stranger.getByText('100 Lab Way')).toHaveCount(0);
    await expect(stranger.getByRole('link', { name: 'Open the booking' })).toHaveCount(0);
    await stranger.close();

    // The owner opening the same link also gets their way back to the booking.
    await page.goto(link);
    await expect(page.getByTestId('shipment-status')).toHaveText('Pending');
    await expect(page.getByRole('link', { name: 'Open the booking' })).toBeVisible();
  });

  test('an unknown number shows the not-found state', async ({ page }) => {
    await page.goto('/track?id=MX00000000000');
    await expect(page.getByRole('heading', { name: 'Shipment not found' })).toBeVisible();
    await expect(page.getByText(/No shipment found with this tracking number\./)).toBeVisible();
  });

  test('a mistyped number is caught beside the input before any request; a blank one is ignored', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.goto('/track');
    await page.getByRole('button', { name: 'Track' }).click();
    await page.getByLabel('Tracking number').fill('MX-00000-000001');
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByText('This is not a valid tracking number. Check it and try again.')).toBeVisible();
    expect(lookups(urls)).toEqual([]);
    await expect(page).toHaveURL(/\/track$/);
  });

  test('/tracking is the same screen, and a shared URL loads its shipment on open and after a reload', async ({ page }) => {
    await page.goto('/tracking?id=dl-1002');
    await expect(page.getByTestId('shipment-status')).toHaveText('Delivered');
    await expect(page.getByTestId('shipment-progress')).toHaveText('100%');
    await page.reload();
    await expect(page.getByTestId('shipment-status')).toHaveText('Delivered');
    // Not the owner: no Documents card even though it is delivered.
    await expect(page.getByRole('heading', { name: 'Documents' })).toHaveCount(0);
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px, a result and the not-found state have no serious or critical axe violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, ready] of [
        ['/track?id=DL-1001', page.getByTestId('shipment-status')],
        ['/track?id=MX00000000000', page.getByTestId('tracking-not-found')],
      ] as const) {
        await page.goto(path);
        await expect(ready).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(blocking).toEqual([]);
      }
    });
  }
});
