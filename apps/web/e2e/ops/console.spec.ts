import { formatTrackingNumber } from '@meridian/contracts';
import { seedBookings } from '../bookings/seed';
import { expect, signUp, test, useSession } from '../support/fixtures';
import { signInStaff } from '../support/staff';

// The operator console (decision 0017) against the real API (queue, booking view, moves).
test.describe('operator console', () => {
  test('when an operator finds a new booking by its tracking number, then they confirm it and assign driver1 with TRK-101', async ({ page, request }) => {
    const customer = await signUp(request);
    const [seeded] = await seedBookings(request, customer.token, 1, () => ({ fullNameOrBusiness: 'Console Journey Foods' }));
    const booking = seeded as typeof seeded & { trackingNumber: string };
    const tracking = formatTrackingNumber(booking.trackingNumber);
    const operator = await signInStaff(request, 'operator');
    await useSession(page, operator);

    // The newest booking tops the queue when sorted by creation.
    await page.goto('/ops');
    await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Queue' })).toHaveAttribute('aria-current', 'page');
    await page.getByLabel('Sort').selectOption('-created');
    await expect(page.getByRole('link', { name: tracking })).toBeVisible();

    await page.getByLabel('Search').fill(booking.trackingNumber);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${booking.trackingNumber}`));
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: tracking }).click();

    await expect(page).toHaveURL(new RegExp(`/ops/bookings/${booking._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: tracking })).toBeVisible();
    await expect(page.getByText('Console Journey Foods').first()).toBeVisible();

    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm booking' });
    await confirm.getByLabel(/Note/).fill('Dock 4 is ready');
    await confirm.getByLabel(/Reason to confirm before payment/).fill('Pays on delivery');
    await confirm.getByRole('button', { name: 'Confirm unpaid booking' }).click();
    await expect(page.getByText('Booking confirmed.')).toBeVisible();

    await page.getByRole('button', { name: 'Assign driver' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign driver' });
    // Drivers come with their jobs on the pickup day (other journeys change the count); vehicles from the fleet.
    await assign.getByLabel(/^Driver/).selectOption((await assign.getByRole('option', { name: /^Diego Ramos \((free|\d+ jobs?) that day\)$/ }).getAttribute('value'))!);
    // Other journeys may have given TRK-101 jobs that day, which its option then says.
    await expect(assign.getByRole('option', { name: /^TRK-101 · refrigerated · 12,000 kg( · .+)?$/ })).toBeEnabled();
    await expect(assign.getByRole('option', { name: /^AIR-/ })).toHaveCount(0);
    await assign.getByLabel(/^Vehicle/).selectOption('TRK-101');
    await assign.getByRole('button', { name: 'Assign driver' }).click();
    await expect(page.getByText('Driver assigned.')).toBeVisible();

    const history = page.locator('section', { has: page.getByRole('heading', { name: 'History' }) });
    await expect(history.getByRole('listitem').first()).toContainText('Driver assigned');
    await expect(history).toContainText('Dock 4 is ready');
    await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Driver and location' }) })).toContainText('TRK-101');

    // What was stored: the customer sees the booking assigned to Diego Ramos in TRK-101.
    const stored = await request.get(`/api/v1/bookings/${booking._id}`, { headers: { Authorization: `Bearer ${customer.token}` } });
    const body = (await stored.json()) as { data: { milestone: string; status: string; assignment: { driverName: string; vehicleId: string } | null } };
    expect(body.data).toMatchObject({ milestone: 'assigned', status: 'confirmed', assignment: { driverName: 'Diego Ramos', vehicleId: 'TRK-101' } });
  });

  test('when an operator adds a vehicle on the Vehicles page, then the assign dialog offers it, and a perishable booking refuses a vehicle that is not refrigerated', async ({ page, request }) => {
    const customer = await signUp(request);
    const [seeded] = await seedBookings(request, customer.token, 1, () => ({ isPerishable: true, tempControlCelsius: 4, goodsType: 'Food', cargoWeightKg: 400 }));
    const operator = await signInStaff(request, 'operator');
    await useSession(page, operator);

    await page.goto('/ops');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Vehicles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible();
    const id = `VAN-${Date.now().toString(36)}`.toUpperCase();
    await page.getByLabel(/^Fleet number/).fill(id);
    await page.getByLabel(/^Capacity/).fill('1500');
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(page.getByText(`${id} added.`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Vehicles' })).toContainText(id);

    await page.goto(`/ops/bookings/${seeded!._id}`);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm booking' });
    await confirm.getByLabel(/Reason to confirm before payment/).fill('Pays on delivery');
    await confirm.getByRole('button', { name: 'Confirm unpaid booking' }).click();
    await expect(page.getByText('Booking confirmed.')).toBeVisible();
    await page.getByRole('button', { name: 'Assign driver' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign driver' });
    await expect(assign.getByRole('option', { name: `${id} · not refrigerated · 1,500 kg (not refrigerated)` })).toBeDisabled();
    await expect(assign.getByRole('option', { name: 'TRK-101 · refrigerated · 12,000 kg' })).toBeEnabled();
  });

  test('when a customer visits /ops, then the console refuses them', async ({ page, request }) => {
    await useSession(page, await signUp(request));
    await page.goto('/ops');
    await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this area" })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
  });
});
