import { QUOTE_LABELS } from '@meridian/contracts';
import { expect, signUp, test, useSession } from '../support/fixtures';
import { calendarDateAhead, fillBookingWizard } from './fill-wizard';

// Decision 0044: the price shows before Confirm & Submit, and each step has its URL, so Back and Forward move
// between steps with the answers kept.
test.describe('booking wizard: price before commitment, a URL per step', () => {

  test('the review step shows the quote from POST /quotes before Confirm & Submit', async ({ page, request }) => {
    await useSession(page, await signUp(request));
    const quotes: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/quotes')) quotes.push(r.postDataJSON());
    });
    await fillBookingWizard(page, { customer: 'Price First Ltd', pickupDate: calendarDateAhead(3).value, deliveryDate: calendarDateAhead(6).value, weightKg: 100 });
    await expect(page).toHaveURL(/\/booking\/request\?step=6$/);

    // 100 kg by road: 250.00 base, 5.00 insurance, 25.00 handling = 280.00 before tax; 8% tax 22.40.
    const breakdown = page.getByTestId('quote-breakdown');
    await expect(breakdown).toContainText(`${QUOTE_LABELS.base}$250.00`);
    await expect(breakdown).toContainText(`${QUOTE_LABELS.insurance}$5.00`);
    await expect(breakdown).toContainText(`${QUOTE_LABELS.handling}$25.00`);
    await expect(breakdown).toContainText(`${QUOTE_LABELS.subtotal}$280.00`);
    await expect(breakdown).toContainText('Tax (8%)$22.40');
    await expect(breakdown).toContainText(`${QUOTE_LABELS.estimate}$302.40`);
    await expect(breakdown).not.toContainText(/\bTotal\$/);
    // The estimate follows the chosen dates (three days apart) and the mode, not the mode's usual 3-5 days alone.
    await expect(page.getByText(/^Estimated delivery: .+, 3 days after pickup\.$/)).toBeVisible();
    // The review prices the three modes with the same places and piece (decision 0096); the chosen one is truck.
    const raleigh = { city: 'Raleigh', state: 'NC', country: 'US', coordinates: expect.any(Object) };
    const denver = { city: 'Denver', state: 'CO', country: 'US', coordinates: expect.any(Object) };
    expect(quotes).toHaveLength(3);
    expect(quotes).toEqual(
      expect.arrayContaining(
        (['truck', 'air', 'sea'] as const).map((vehicleType) => ({ vehicleType, cargoLines: [{ type: 'box', count: 1, weightKg: 100 }], pickupLocation: raleigh, dropoffLocation: denver })),
      ),
    );
    const truck = page.getByTestId('mode-truck');
    await expect(truck).toHaveAttribute('aria-current', 'true');
    await expect(truck).toContainText('$302.40');
    await expect(truck).toContainText(/\d+\.\d kg/);
    await expect(page.getByRole('button', { name: 'Confirm & Submit' })).toBeEnabled();

    // The price is the one the booking's quote then holds.
    await page.getByRole('button', { name: 'Confirm & Submit' }).click();
    await page.waitForURL(/\/booking\/quotation\?booking=[a-f0-9]{24}$/);
    await expect(page.getByTestId('amount-due')).toHaveText('$302.40');
  });

  test('browser Back and Forward move between steps and keep the answers, also across a reload', async ({ page, request }) => {
    await useSession(page, await signUp(request));
    await fillBookingWizard(page, { customer: 'History Freight', pickupDate: calendarDateAhead(3).value, deliveryDate: calendarDateAhead(6).value });
    await expect(page).toHaveURL(/step=6$/);

    await page.goBack();
    await expect(page).toHaveURL(/step=5$/);
    await expect(page.getByLabel(/^Weight each/)).toHaveValue('10');
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/step=2$/);
    await expect(page.getByLabel('Full name or business')).toHaveValue('History Freight');
    await page.reload();
    await expect(page.getByLabel('Full name or business')).toHaveValue('History Freight');
    await page.goForward();
    await expect(page).toHaveURL(/step=3$/);
    await expect(page.getByLabel('Pickup contact name')).toHaveValue('Paula Pick');
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/step=6$/);
    await expect(page.getByRole('button', { name: 'Confirm & Submit' })).toBeVisible();

    // The wizard's own Back is a step too; browser Back returns from it.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/step=5$/);
    await page.goBack();
    await expect(page).toHaveURL(/step=6$/);
  });

  test('an address past the answers given opens the first step that still needs them', async ({ page, request }) => {
    await useSession(page, await signUp(request));
    await page.goto('/booking/request?step=5');
    await expect(page).toHaveURL(/\/booking\/request\?step=1$/);
    await expect(page.getByLabel('Road Truck')).toBeVisible();
    await page.getByLabel('Road Truck').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/step=2$/);
    await page.goBack();
    await expect(page).toHaveURL(/step=1$/);
    await expect(page.getByLabel('Road Truck')).toBeChecked();
  });
});
