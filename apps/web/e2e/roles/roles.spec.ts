import { formatTrackingNumber, SANDBOX_TEST_CARDS, UNPAID_CONFIRMATION_LABEL, VIEWER_CANNOT_BOOK } from '@meridian/contracts';
import { seedBookings } from '../bookings/seed';
import { expect, signUp, test, useSession, type Page, type SignedUpUser } from '../support/fixtures';
import { codeIn, linkIn, waitForMail } from '../support/mailbox';
import { signInStaff } from '../support/staff';

// Every screen offers only what the person looking at it may do (decisions 0055, 0083): a viewer no write control,
// staff their own menu, an operator no unpaid confirmation without a reason.
const SHOTS = process.env.ROLES_SHOTS_DIR;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

// Anything that books, changes, cancels, imports or pays, by the names the screens give them.
const WRITE_CONTROL = /^(Pay\b|Pay now|View quote & pay|Retry Payment|Continue to Payment|Use another card|Edit|Cancel|New Shipment|New Booking|Import CSV|Create Your First Booking|Submit rating)/;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

async function verifyEmail(request: Parameters<typeof signUp>[0], account: SignedUpUser) {
  const code = codeIn(await waitForMail({ to: account.user.email, subject: 'verification code' }));
  const res = await request.post('/api/v1/auth/verify-email', { headers: auth(account.token), data: { code } });
  expect(res.status(), await res.text()).toBe(200);
}

async function expectNoWriteControl(page: Page) {
  await expect(page.getByRole('button', { name: WRITE_CONTROL })).toHaveCount(0);
  await expect(page.getByRole('link', { name: WRITE_CONTROL })).toHaveCount(0);
}

test.describe('roles: every screen tells the truth to the person looking at it', () => {

  test('a viewer sees the bookings but no pay, book, edit, cancel or import control anywhere, and a clear message where a form would be', async ({ page, request }) => {
    const admin = await signUp(request, { companyName: 'Fjord Fisheries AS', firstName: 'Ingrid', lastName: 'Admin' });
    const [booking] = await seedBookings(request, admin.token, 1, () => ({ fullNameOrBusiness: 'Viewer Journey Foods' }));
    const email = `viewer-${Date.now()}@example.com`;
    const invited = await request.post('/api/v1/organization/invitations', { headers: auth(admin.token), data: { email, role: 'viewer' } });
    expect(invited.status(), await invited.text()).toBe(201);
    const token = linkIn(await waitForMail({ to: email, subject: 'invited you to Fjord Fisheries AS' }), '/auth/accept-invitation').searchParams.get('token');
    const viewer = await signUp(request, { email, firstName: 'Vera', lastName: 'Viewer' });
    await verifyEmail(request, viewer);
    const joined = await request.post('/api/v1/organization/invitations/accept', { headers: auth(viewer.token), data: { token } });
    expect(joined.status(), await joined.text()).toBe(200);

    await useSession(page, viewer);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /Your shipments|Operations Center|Dashboard/ }).first()).toBeVisible();
    await expectNoWriteControl(page);

    await page.goto('/bookings');
    await expect(page.getByTestId('booking-card')).toHaveCount(1);
    await expect(page.getByTestId('booking-card').getByText('Unpaid')).toBeVisible();
    await expectNoWriteControl(page);
    await shoot(page, 'viewer-bookings');

    await page.goto(`/bookings/${booking!._id}`);
    await expect(page.getByText('Viewer Journey Foods').first()).toBeVisible();
    await expectNoWriteControl(page);

    for (const path of [`/booking/quotation?booking=${booking!._id}`, `/booking/payment?booking=${booking!._id}`, '/booking/request', '/bookings/import']) {
      await page.goto(path);
      await expect(page.getByText(VIEWER_CANNOT_BOOK)).toBeVisible();
      await expect(page.getByLabel(/Card number/)).toHaveCount(0);
      await expectNoWriteControl(page);
      if (path.startsWith('/booking/payment')) await shoot(page, 'viewer-payment');
    }

    // The site's menu on a phone: their bookings, no New Shipment.
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'My Bookings' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'New Shipment' })).toHaveCount(0);
  });

  test('a declined card leads with the bank declining it and offers another card, the form cleared', async ({ page, request }) => {
    const booker = await signUp(request, { companyName: 'Declined Cards Ltd' });
    await verifyEmail(request, booker);
    const [booking] = await seedBookings(request, booker.token, 1, () => ({ customerType: 'Individual' }));
    await useSession(page, booker);
    await page.goto(`/booking/payment?booking=${booking!._id}`);
    await page.getByLabel(/Card number/).fill(SANDBOX_TEST_CARDS.declined);
    await page.getByLabel(/Expiry/).fill(`12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`);
    await page.getByLabel(/CVC/).fill('123');
    await page.getByLabel(/Name on card/).fill('Amara Nwosu');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert')).toContainText('Your bank declined this card');
    await expect(page.getByRole('button', { name: 'Retry Payment' })).toHaveCount(0);
    await shoot(page, 'payment-declined');
    await page.getByRole('button', { name: 'Use another card' }).click();
    await expect(page.getByLabel(/Card number/)).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an operator on the public site gets the staff menu, /dashboard leads to the console, and confirming an unpaid booking needs a reason', async ({ page, request }) => {
    const customer = await signUp(request, { companyName: 'Unpaid Freight Co' });
    const [booking] = await seedBookings(request, customer.token, 1, () => ({ fullNameOrBusiness: 'Unpaid Journey Foods' }));
    await useSession(page, await signInStaff(request, 'operator'));

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Operations console' })).toHaveAttribute('href', '/ops');
    for (const customerEntry of ['Dashboard', 'My Bookings', 'New Shipment']) await expect(header.getByRole('link', { name: customerEntry, exact: true })).toHaveCount(0);
    await shoot(page, 'staff-home');
    await page.setViewportSize({ width: 375, height: 900 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Operations console' })).toBeVisible();
    for (const customerEntry of ['Dashboard', 'My Bookings', 'New Shipment']) await expect(menu.getByRole('link', { name: customerEntry, exact: true })).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/staff-menu-375.png`, fullPage: true });

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/ops$/);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/ops?q=${booking!.trackingNumber}`);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('table').getByText('Unpaid', { exact: true })).toBeVisible();
    await shoot(page, 'ops-queue');

    await page.goto(`/ops/bookings/${booking!._id}`);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm booking' });
    await expect(dialog.getByText('This booking is not paid')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm unpaid booking' }).click();
    await expect(dialog.getByText('Reason to confirm before payment is required')).toBeVisible();
    await shoot(page, 'ops-confirm-unpaid');
    await dialog.getByLabel(/Reason to confirm before payment/).fill('Regular customer, pays on delivery');
    await dialog.getByRole('button', { name: 'Confirm unpaid booking' }).click();
    await expect(page.getByText('Booking confirmed.')).toBeVisible();
    await expect(page.getByText(`${UNPAID_CONFIRMATION_LABEL}:`)).toBeVisible();
    await expect(page.getByText('Regular customer, pays on delivery')).toBeVisible();
    await shoot(page, 'ops-booking-confirmed');

    // The booker is asked to pay, once.
    const mail = await waitForMail({ to: customer.user.email, subject: 'waiting for payment' });
    expect(mail.subject).toBe(`Shipment ${formatTrackingNumber(booking!.trackingNumber!)} is waiting for payment`);
  });
});
