import { expect, signUp, test, useSession } from '../support/fixtures';
import { calendarDateAhead, fillPlace, submitAndOpenConfirmation } from './fill-wizard';

test.describe('booking wizard', () => {
  test('a user books through all six steps, sees the confirmation, and finds the booking first on the dashboard and in My Bookings', async ({ page, request }) => {
    const session = await signUp(request);
    // Dates ahead of today, so the journey never runs into the pickup-in-the-past rule (decision 0009).
    const pickup = calendarDateAhead(17);
    const delivery = calendarDateAhead(19);
    await useSession(page, session);
    let posts = 0;
    let created: { pickupLocation?: { coordinates?: unknown }; dropoffLocation?: { coordinates?: unknown }; cargoLines?: unknown[] } = {};
    page.on('request', (r) => {
      // The create call only (the quotation's POST /bookings/{id}/quote follows it).
      if (r.method() === 'POST' && /\/api\/v1\/bookings\/?$/.test(new URL(r.url()).pathname)) {
        posts += 1;
        created = r.postDataJSON() as typeof created;
      }
    });
    await page.goto('/booking/request');

    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await page.getByLabel('Air Freight').check();
    await next.click();

    await expect(page.getByText('Step 2 of 6: Customer')).toBeVisible();
    await page.getByLabel('Full name or business').fill('Journey Pharma Inc');
    await page.getByLabel('Contact phone').fill('+1 555 010 1111');
    await page.getByLabel(/^Email/).fill('not-an-email');
    await page.getByLabel(/^Email/).press('Tab');
    await page.getByLabel('Customer type').selectOption('Business');
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await expect(next).toBeDisabled();
    await page.getByLabel(/^Email/).fill('ship@journeypharma.example');
    await next.click();

    // A reload mid-way keeps the draft.
    await page.reload();
    await expect(page.getByText('Step 3 of 6: Pickup')).toBeVisible();
    await page.getByLabel('Pickup contact name').fill('Paula Pick');
    await page.getByLabel('Pickup contact phone').fill('+1 555 010 2222');
    await page.getByLabel('Pickup contact email').fill('paula@journeypharma.example');
    await page.getByLabel(/^Address/).fill('100 Lab Way');
    // The country is required: the step waits for it.
    await expect(next).toBeDisabled();
    await fillPlace(page, { country: 'US', city: 'Raleigh', state: 'NC' });
    await page.getByLabel(/^Postal code/).fill('2760');
    await page.getByLabel(/^Postal code/).press('Tab');
    await expect(page.getByText('This is not a postal code used in US')).toBeVisible();
    await page.getByLabel(/^Postal code/).fill('27601');
    await next.click();

    await page.getByLabel('Receiver name').fill('Ron Receive');
    await page.getByLabel('Receiver phone').fill('+1 555 010 3333');
    await page.getByLabel('Receiver email').fill('ron@clinic.example');
    await page.getByLabel(/^Address/).fill('7 Clinic Road');
    await fillPlace(page, { country: 'US', city: 'Denver', state: 'CO' });
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('combobox', { name: /^City/ })).toHaveValue('Raleigh');
    await next.click();
    await next.click();

    await expect(page.getByText('Step 5 of 6: Cargo')).toBeVisible();
    await page.getByLabel('Goods type').selectOption('Food');
    // Two lines of pieces: 2 crates of 15 kg and 1 drum of 12.5 kg make 3 pieces, 42.5 kg.
    const weight = page.getByLabel(/^Weight each/);
    await expect(weight).toHaveAttribute('min', '0.1');
    await expect(weight).toHaveAttribute('step', '0.1');
    await page.getByLabel(/^Type/).selectOption('crate');
    await page.getByLabel(/^Count/).fill('2');
    await weight.fill('15');
    await page.getByRole('button', { name: 'Add a line' }).click();
    const second = page.getByRole('group', { name: 'Line 2' });
    await second.getByLabel(/^Type/).selectOption('drum');
    await second.getByLabel(/^Count/).fill('1');
    await second.getByLabel(/^Weight each/).fill('12.5');
    await expect(page.getByTestId('cargo-totals')).toHaveText('Total: 3 pieces, 42.5 kg');
    await expect(page.getByLabel('Set temperature (°C)')).toHaveCount(0);
    await page.getByLabel('Perishable').check();
    await expect(page.getByLabel('Set temperature (°C)')).toHaveValue('');
    await page.getByLabel('Set temperature (°C)').fill('4');
    await expect(page.getByText('Allowed band 2 °C to 6 °C (set point ± 2 °C).')).toBeVisible();
    await page.getByLabel('Fragile').check();
    await page.getByLabel('Estimated pickup date').fill(pickup.value);
    await page.getByLabel('Estimated delivery date').fill(delivery.value);
    await next.click();

    await expect(page.getByText('Step 6 of 6: Review')).toBeVisible();
    await expect(page.getByText('Journey Pharma Inc')).toBeVisible();
    await expect(page.getByText('100 Lab Way, Raleigh, NC 27601, United States')).toBeVisible();
    // Three modes side by side, air (the choice) marked, each with its CO2e from the route the API measured.
    await expect(page.getByTestId('mode-air')).toHaveAttribute('aria-current', 'true');
    for (const mode of ['truck', 'air', 'sea']) await expect(page.getByTestId(`mode-${mode}`)).toContainText(/\$[\d,]+\.\d\d.*\d+\.\d kg/);
    const confirm = page.getByRole('button', { name: 'Confirm & Submit' });
    await submitAndOpenConfirmation(page, async () => {
      await confirm.dblclick();
      await expect(page.getByText('Booking created successfully! Redirecting...')).toBeVisible();
    });
    expect(posts).toBe(1);
    // The places picked from the list go with their coordinates, so the API does not look them up again.
    expect(created.pickupLocation?.coordinates).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(created.dropoffLocation?.coordinates).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(created.cargoLines).toHaveLength(2);

    await expect(page.getByText('Your shipment has been successfully booked')).toBeVisible();
    await expect(page.getByText('100 Lab Way, Raleigh, NC')).toBeVisible();
    await expect(page.getByText('7 Clinic Road, Denver, CO')).toBeVisible();
    await expect(page.getByText(pickup.label)).toBeVisible();
    await expect(page.getByText(delivery.label)).toBeVisible();
    await expect(page.getByText('42.5 kg')).toBeVisible();
    await expect(page.getByText('3 items')).toBeVisible();
    await expect(page.getByText('Air Freight')).toBeVisible();
    await expect(page.getByText('Fragile', { exact: true })).toBeVisible();
    await expect(page.getByText('4 °C')).toBeVisible();
    await expect(page.getByText('Pending')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Booking' })).toHaveAttribute('href', /^\/bookings\/[0-9a-f]{24}$/);

    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    const recent = page.getByTestId('recent-bookings').getByRole('listitem');
    await expect(recent.first()).toContainText('Journey Pharma Inc');

    await page.goto('/bookings');
    await expect(page.getByTestId('booking-card').first()).toContainText('Journey Pharma Inc');
    await expect(page.getByRole('heading', { name: /My Bookings \(1\)/ })).toBeVisible();
  });

  test('the confirmation page without data says Booking Not Found', async ({ page, request }) => {
    await useSession(page, await signUp(request));
    await page.goto('/booking/confirmation');
    await expect(page.getByRole('heading', { name: 'Booking Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  test('quotation and payment without data return to the wizard', async ({ page, request }) => {
    await useSession(page, await signUp(request));
    await page.goto('/booking/quotation');
    await expect(page).toHaveURL(/\/booking\/request\?step=1$/);
    await page.goto('/booking/payment');
    await expect(page).toHaveURL(/\/booking\/request\?step=1$/);
  });
});
