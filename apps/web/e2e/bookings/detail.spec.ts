import { formatTrackingNumber } from '@meridian/contracts';
import { expect, signUp, test, useSession } from '../support/fixtures';
import { cancelBookingViaApi, dayFromToday, editBookingViaApi, seedBookings } from './seed';

test.describe('booking detail', () => {
  test('a user opens a booking, edits weight and perishable temperature, then cancels it', async ({ page, request }) => {
    const session = await signUp(request);
    const [booking] = await seedBookings(request, session.token, 1, () => ({ notes: 'Call before arrival' }));
    await useSession(page, session);

    await page.goto('/bookings');
    await page.getByTestId('booking-card').first().click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${booking!._id}$`));
    const banner = page.getByTestId('status-banner');
    await expect(banner).toContainText('Pending');
    // Decision 0044: the tracking number names the booking; no short id.
    await expect(banner).toContainText(formatTrackingNumber(booking!.trackingNumber!));
    await expect(banner).not.toContainText(booking!._id.slice(-8));
    await expect(banner).toHaveAttribute('data-tone', 'yellow');
    await expect(page.getByText('Call before arrival')).toBeVisible();
    await expect(page.getByText('120.5 kg')).toBeVisible();

    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Booking' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Status')).toHaveValue('pending');
    // A customer is offered only the moves they may make (decision 0004); the dates are calendar dates (decision 0009).
    await expect(dialog.getByLabel('Status').getByRole('option')).toHaveText(['Pending', 'Cancelled']);
    await expect(dialog.getByLabel('Vehicle type')).toHaveValue('truck');
    await expect(dialog.getByLabel('Vehicle type').locator('option:checked')).toHaveText('Road Truck');
    await expect(dialog.getByLabel('Pickup date')).toHaveAttribute('type', 'date');
    await expect(dialog.getByLabel('Pickup date')).toHaveValue(dayFromToday(8));
    await dialog.getByLabel('Weight (kg)').fill('250');
    await expect(dialog.getByLabel('Temperature (°C)')).toHaveCount(0);
    await dialog.getByLabel('Perishable').check();
    await dialog.getByLabel('Temperature (°C)').fill('-18');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Booking updated.' })).toBeInViewport();
    await expect(page.getByText('250 kg')).toBeVisible();
    await expect(page.getByText('-18 °C')).toBeVisible();
    await expect(page.getByText('Perishable', { exact: true })).toBeVisible();

    // Someone else changed the booking meanwhile: the server's message shows beside Save, inside the dialog, which
    // stays open, and Reload brings in the other change.
    await page.getByRole('button', { name: 'Edit' }).click();
    await editBookingViaApi(request, session.token, booking!._id, { notes: 'Changed elsewhere' });
    await dialog.getByLabel('Quantity').fill('5');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const failure = dialog.getByRole('alert');
    await expect(failure).toContainText('changed by someone else');
    await expect(failure).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeInViewport();
    await failure.getByRole('button', { name: 'Reload booking' }).click();
    await expect(dialog.getByLabel('Notes')).toHaveValue('Changed elsewhere');
    await expect(failure).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Booking' });
    await expect(cancel.getByText('Are you sure you want to cancel this booking? This action cannot be undone.')).toBeVisible();
    await expect(cancel).toContainText('Seeded Customer 001');
    await expect(cancel).toContainText('Baltimore → Boston');
    await expect(cancel).toContainText(formatTrackingNumber(booking!.trackingNumber!));
    await cancel.getByRole('button', { name: 'Keep Booking' }).click();
    await expect(cancel).toBeHidden();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await cancel.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(cancel).toBeHidden();
    await expect(banner).toContainText('Cancelled');
    await expect(banner).toHaveAttribute('data-tone', 'red');
    await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
    // Decision 0037: Edit is not offered where the API would refuse it; the page says why instead.
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByTestId('edit-closed')).toHaveText('This booking is cancelled, so it can no longer be changed.');
  });

  test('a cancelled booking offers no Edit and says up front why nothing can be changed (decisions 0014, 0037)', async ({ page, request }) => {
    const session = await signUp(request);
    const [booking] = await seedBookings(request, session.token, 1);
    await cancelBookingViaApi(request, session.token, booking!._id);
    await useSession(page, session);
    await page.goto(`/bookings/${booking!._id}`);

    await expect(page.getByTestId('edit-closed')).toHaveText('This booking is cancelled, so it can no longer be changed.');
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });

  test('pickup and delivery show as the dates entered, with no time added (decision 0009)', async ({ page, request }) => {
    const session = await signUp(request);
    const [booking] = await seedBookings(request, session.token, 1, () => ({ estimatedPickupDate: dayFromToday(8), estimatedDeliveryDate: dayFromToday(11) }));
    await useSession(page, session);
    await page.goto(`/bookings/${booking!._id}`);
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    await expect(page.getByText(day(dayFromToday(8)), { exact: true })).toBeVisible();
    await expect(page.getByText(day(dayFromToday(11)), { exact: true })).toBeVisible();
    await expect(page.getByText(/12:00 AM/)).toHaveCount(0);
  });

  test("a second user cannot open the first user's booking", async ({ page, request }) => {
    const owner = await signUp(request);
    const [booking] = await seedBookings(request, owner.token, 1);
    await useSession(page, await signUp(request));
    await page.goto(`/bookings/${booking!._id}`);
    await expect(page.getByRole('heading', { name: 'Error Loading Booking' })).toBeVisible();
    await expect(page.getByText('Seeded Customer 001')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Bookings' }).last().click();
    await expect(page).toHaveURL(/\/bookings$/);
  });
});
