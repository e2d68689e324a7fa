// The receiver and its signature check are the API tests' (a client's receiver as the developer guide describes it).
import { startWebhookReceiver, type WebhookReceiver } from '../../../api/test/support/webhook-receiver';
import { calendarDateAhead, fillBookingWizard, submitAndOpenConfirmation } from '../booking-wizard/fill-wizard';
import { expect, signUp, test, useSession } from '../support/fixtures';
import { codeIn, linkIn, pasteCode, waitForMail } from '../support/mailbox';

// Decisions 0054-0057, end to end for one company: its admin subscribes a webhook, invites a colleague who books, lists
// that booking with an API key, and imports a CSV whose one bad line is reported while the good ones are booked, each
// heard by the company's receiver as a signed booking.created. Every page is reached by clicking, not by typing an address.
let receiver: WebhookReceiver;

test.beforeAll(async () => {
  receiver = await startWebhookReceiver('/erp/meridian-events');
});
test.afterAll(async () => {
  await receiver?.close();
});

test('a business account: webhook, invitation, a colleague books, an API key lists it, a CSV imports the good lines', async ({ browser, page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const admin = await signUp(request, { companyName: 'Nordlys Trading AS', firstName: 'Sigrid', lastName: 'Admin' });
  await useSession(page, admin);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Open profile menu/ }).click();
  await page.getByRole('list', { name: 'Profile menu' }).getByRole('link', { name: 'Organization' }).click();
  await expect(page.getByRole('heading', { name: 'Nordlys Trading AS' })).toBeVisible();

  // 1. The company's system will hear every new booking.
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('form', { name: 'Add an endpoint' });
  await form.getByLabel(/Endpoint URL/).fill(receiver.url);
  await form.getByRole('checkbox', { name: /booking\.created/ }).check();
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  const secret = (await page.getByTestId('webhook-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^whsec_/);
  receiver.setSecret(secret);
  await page.getByRole('button', { name: 'I have saved the secret' }).click();

  // 2. The admin invites a colleague as a booker.
  await page.getByRole('link', { name: 'Members' }).click();
  const email = `colleague-${Date.now()}@example.com`;
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('booker');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('invitation-row').filter({ hasText: email })).toBeVisible();

  // 3. The colleague follows the e-mailed link on their own device, signs up, verifies, joins and books.
  const link = linkIn(await waitForMail({ to: email, subject: 'invited you to Nordlys Trading AS' }), '/auth/accept-invitation');
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await colleague.goto(`${link.pathname}${link.search}`);
  await colleague.getByRole('link', { name: 'Create an account' }).click();
  await colleague.getByLabel('First name').fill('Nils');
  await colleague.getByLabel('Last name').fill('Booker');
  await expect(colleague.getByLabel(/^Email/)).toHaveValue(email);
  await colleague.getByLabel('Phone number').fill('+47 555 010 45');
  await colleague.getByLabel(/^Password/).fill('Str0ng!Passw0rd');
  await colleague.getByRole('button', { name: 'Create account and join' }).click();
  await expect(colleague).toHaveURL(/\/auth\/verify-otp$/);
  await pasteCode(colleague, codeIn(await waitForMail({ to: email, subject: 'verification code' })));
  await colleague.getByRole('button', { name: 'Verify' }).click();
  await expect(colleague.getByText('You joined Nordlys Trading AS')).toBeVisible();
  await fillBookingWizard(colleague, { customer: 'Arctic Salmon Export', pickupDate: calendarDateAhead(9).value, deliveryDate: calendarDateAhead(12).value });
  const bookingId = await submitAndOpenConfirmation(colleague, () => colleague.getByRole('button', { name: 'Confirm & Submit' }).click());
  await colleagueContext.close();

  const created = await receiver.waitFor((w) => w.body.type === 'booking.created' && w.body.data.booking?._id === bookingId, 30_000);
  expect(created.verified).toBe(true);
  expect(created.body.data.booking).toMatchObject({ fullNameOrBusiness: 'Arctic Salmon Export', status: 'pending' });

  // 4. An API key with bookings:read lists the colleague's booking as the organization's.
  await page.getByRole('link', { name: 'API keys' }).click();
  await page.getByLabel(/^Name/).fill('ERP integration');
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByTestId('issued-key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^mxk_/);
  const listed = await request.get('/api/v1/bookings', { headers: { Authorization: `Bearer ${key}` } });
  expect(listed.status()).toBe(200);
  expect(((await listed.json()) as { data: { records: { _id: string }[] } }).data.records.map((b) => b._id)).toContain(bookingId);

  // 5. A CSV with one bad line: the check names the line, the import books the good ones.
  const template = await request.get('/api/v1/bookings/import/template.csv', { headers: { Authorization: `Bearer ${admin.token}` } });
  const [header, example] = (await template.text()).trim().split('\n');
  const csv = [header, example, example!.replace('rae@dest.example', 'not-an-email'), example!.replace('Oakland', 'Reno')].join('\n') + '\n';
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.getByRole('button', { name: /Open profile menu/ }).click();
  await page.getByRole('list', { name: 'Profile menu' }).getByRole('link', { name: 'My Bookings' }).click();
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await page.getByLabel('CSV file').setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('row', { name: /^3 receiverPerson\.email/ })).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 bookings' }).click();
  await expect(page.getByText('2 bookings created.')).toBeVisible();
  // The imported bookings are announced too.
  await receiver.waitFor((w) => w.body.type === 'booking.created' && w.body.data.booking?._id !== bookingId, 30_000);

  // The admin's list holds all three: the colleague's and the two imported.
  await page.getByRole('link', { name: 'Go to My Bookings' }).click();
  await expect(page.getByTestId('booking-card')).toHaveCount(3);
});
