import { expect, signUp, test, useSession } from '../support/fixtures';
import { seedBookings } from './seed';

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
    await expect(banner).toContainText(booking!._id.slice(-8));
    await expect(banner).toHaveAttribute('data-tone', 'yellow');
    await expect(page.getByText('Call before arrival')).toBeVisible();
    await expect(page.getByText('120.5 kg')).toBeVisible();

    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Booking' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Status')).toHaveValue('pending');
    await expect(dialog.getByLabel('Pickup date')).toHaveAttribute('type', 'datetime-local');
    await dialog.getByLabel('Weight (kg)').fill('250');
    await expect(dialog.getByLabel('Temperature (°C)')).toHaveCount(0);
    await dialog.getByLabel('Perishable').check();
    await dialog.getByLabel('Temperature (°C)').fill('-18');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('250 kg')).toBeVisible();
    await expect(page.getByText('-18 °C')).toBeVisible();
    await expect(page.getByText('Perishable', { exact: true })).toBeVisible();

    // A customer cannot move a shipment forward: the server's message shows inside the dialog, which stays open.
    await page.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('Status').selectOption('delivered');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Booking' });
    await expect(cancel.getByText('Are you sure you want to cancel this booking? This action cannot be undone.')).toBeVisible();
    await expect(cancel).toContainText('Seeded Customer 001');
    await expect(cancel).toContainText('Baltimore → Boston');
    await expect(cancel).toContainText(booking!._id.slice(-8));
    await cancel.getByRole('button', { name: 'Keep Booking' }).click();
    await expect(cancel).toBeHidden();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await cancel.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(cancel).toBeHidden();
    await expect(banner).toContainText('Cancelled');
    await expect(banner).toHaveAttribute('data-tone', 'red');
    await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
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
