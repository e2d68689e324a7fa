import { formatTrackingNumber, trackingPagePath } from '@meridian/contracts';
import type { APIRequestContext } from '@playwright/test';
import { seedBookings } from '../bookings/seed';
import { expect, signUp, test, useSession, type Page } from '../support/fixtures';
import { codeIn, linkIn, waitForMail } from '../support/mailbox';
import { addVehicle, signInStaff, STAFF } from '../support/staff';

// Screenshots of the changed screens when ADMIN_ORG_SHOTS_DIR is set (the repo's screenshot runs), never in the repo.
const SHOTS = process.env.ADMIN_ORG_SHOTS_DIR;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function verified(request: APIRequestContext, overrides: Record<string, string>) {
  const account = await signUp(request, overrides);
  const code = codeIn(await waitForMail({ to: account.user.email, subject: 'verification code' }));
  const res = await request.post('/api/v1/auth/verify-email', { headers: auth(account.token), data: { code } });
  expect(res.status(), await res.text()).toBe(200);
  return account;
}

/**
 * An organization with an API key and a booker, whose founder (its only admin) has since joined the staff: nobody left
 * can manage it. Arranged through the API, as the people involved would have done it.
 */
async function orphanedOrganization(request: APIRequestContext, name: string) {
  const unique = Date.now().toString(36);
  const founder = await verified(request, { companyName: name, firstName: 'Freya', lastName: 'Founder', email: `founder-${unique}@example.com` });
  const key = await request.post('/api/v1/organization/api-keys', { headers: auth(founder.token), data: { name: 'Leaked ERP key', scopes: ['bookings:read'] } });
  expect(key.status(), await key.text()).toBe(201);
  const keyValue = ((await key.json()) as { data: { key: string } }).data.key;
  const bookerEmail = `booker-${unique}@example.com`;
  await request.post('/api/v1/organization/invitations', { headers: auth(founder.token), data: { email: bookerEmail, role: 'booker' } });
  const token = linkIn(await waitForMail({ to: bookerEmail, subject: `invited you to ${name}` }), '/auth/accept-invitation').searchParams.get('token')!;
  const booker = await verified(request, { companyName: name, firstName: 'Bjorn', lastName: 'Booker', email: bookerEmail });
  const accepted = await request.post('/api/v1/organization/invitations/accept', { headers: auth(booker.token), data: { token } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const admin = await signInStaff(request, 'admin');
  await request.patch(`/api/v1/admin/users/${founder.user._id}/role`, { headers: auth(admin.token), data: { role: 'operator' } });
  return { keyValue };
}

async function signInAsAdmin(page: Page) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(STAFF.admin.email);
  await page.getByLabel('Password').fill(STAFF.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/ops$/);
}

test.describe('admin: organizations', () => {
  test('the admin opens Organizations from the console, revokes a leaked key and makes a member the admin of an organization left without one', async ({ page, request }) => {
    const name = `Orphaned Oysters ${Date.now().toString(36)}`;
    const { keyValue } = await orphanedOrganization(request, name);
    expect((await request.get('/api/v1/bookings', { headers: auth(keyValue) })).status()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Console' });
    // Every link of the console is on screen at 1280 px, the last one included.
    await expect(nav.getByRole('link', { name: 'Organizations' })).toBeInViewport({ ratio: 1 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/console-nav-1280.png` });
    await nav.getByRole('link', { name: 'Organizations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row.getByText('No admin')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/organizations-1280.png`, fullPage: true });
    await row.getByRole('link', { name }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('This organization has no admin who can manage it.', { exact: false })).toBeVisible();
    await expect(page.getByText('Now staff, cannot act')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/organization-1280.png`, fullPage: true });

    await page.getByRole('button', { name: 'Revoke Leaked ERP key' }).click();
    await page.getByRole('dialog', { name: 'Revoke API key' }).getByRole('button', { name: 'Revoke key' }).click();
    await expect(page.getByText('The key "Leaked ERP key" is revoked.')).toBeVisible();
    await expect(page.getByText('Revoked', { exact: true })).toBeVisible();
    expect((await request.get('/api/v1/bookings', { headers: auth(keyValue) })).status()).toBe(401);

    await page.getByRole('button', { name: 'Make Bjorn Booker admin' }).click();
    await page.getByRole('dialog', { name: 'Make admin' }).getByRole('button', { name: 'Make admin' }).click();
    await expect(page.getByText('Bjorn Booker is now an admin of this organization.')).toBeVisible();
    await expect(page.getByText('This organization has no admin who can manage it.', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Make .* admin$/ })).toHaveCount(0);

    if (SHOTS) {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${SHOTS}/organization-375.png`, fullPage: true });
      await page.getByRole('link', { name: 'All organizations' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: name }).getByText('1 admin')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/console-nav-and-organizations-375.png`, fullPage: true });
    }
  });

  test('a link to /track/{number}, as every mail now carries it, opens with the shipment drawn and no lookup refused', async ({ page, request }) => {
    const customer = await signUp(request);
    const [seeded] = await seedBookings(request, customer.token, 1);
    const number = (seeded as typeof seeded & { trackingNumber: string }).trackingNumber;
    const path = trackingPagePath(number);
    expect(path).toBe(`/track/${formatTrackingNumber(number)}`);

    // The server draws the shipment into the HTML itself (decision 0068), at the path form too.
    const html = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(html.status()).toBe(200);
    expect(await html.text()).toContain('id="meridian-tracking"');

    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 429) refused.push(response.url());
    });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByTestId('shipment-status')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Tracking number' })).toHaveValue(formatTrackingNumber(number));
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/track-path-${width}.png`, fullPage: true });
    }
    expect(refused).toEqual([]);
  });

  test('the assign dialog says when a vehicle is already on the road or booked that day', async ({ page, request }) => {
    const customer = await signUp(request);
    const [first, second] = (await seedBookings(request, customer.token, 2)) as unknown as { _id: string; version: number; trackingNumber: string }[];
    const operator = await signInStaff(request, 'operator');
    const vehicle = `TRK-${Date.now().toString(36)}`.toUpperCase();
    await addVehicle(request, operator.token, { id: vehicle });
    const drivers = (await (await request.get('/api/v1/ops/drivers', { headers: auth(operator.token) })).json()) as { data: { records: { _id: string }[] } };
    const events = async (id: string, body: Record<string, unknown>) => {
      const res = await request.post(`/api/v1/bookings/${id}/events`, { headers: auth(operator.token), data: body });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return ((await res.json()) as { data: { version: number } }).data;
    };
    const confirmed = await events(first!._id, { type: 'confirm', version: first!.version, unpaidReason: 'Paid on account' });
    await events(first!._id, { type: 'assign', version: confirmed.version, driverId: drivers.data.records[0]!._id, vehicleId: vehicle });
    await events(second!._id, { type: 'confirm', version: second!.version, unpaidReason: 'Paid on account' });

    await useSession(page, operator);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/ops');
      await page.getByLabel('Search').fill(second!.trackingNumber);
      // The queue answers the search (the URL carries it) before its one row is opened.
      await expect(page).toHaveURL(new RegExp(`[?&]q=${second!.trackingNumber}`));
      await expect(page.getByRole('link', { name: formatTrackingNumber(second!.trackingNumber) })).toHaveCount(1);
      await page.getByRole('link', { name: formatTrackingNumber(second!.trackingNumber) }).click();
      await expect(page.getByRole('heading', { level: 1, name: formatTrackingNumber(second!.trackingNumber) })).toBeVisible();
      await page.getByRole('button', { name: 'Assign driver' }).click();
      const assign = page.getByRole('dialog', { name: 'Assign driver' });
      await expect(assign.getByRole('option', { name: `${vehicle} · refrigerated · 10,000 kg · 1 other job that day` })).toBeAttached();
      await assign.getByLabel(/^Vehicle/).selectOption(vehicle);
      await expect(assign.getByTestId('vehicle-jobs-note')).toHaveText(new RegExp(`^${vehicle}: 1 other job that day \\(.+, the pickup day\\)\\.$`));
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/assign-dialog-${width}.png` });
      await assign.getByRole('button', { name: 'Back' }).click();
    }
  });
});
