// The receiver and its signature check are the API tests' (a client's receiver as the developer guide describes it).
import { startWebhookReceiver, type WebhookReceiver } from '../../../api/test/support/webhook-receiver';
import { calendarDateAhead, fillBookingWizard } from '../booking-wizard/fill-wizard';
import { expect, signUp, test, useSession } from '../support/fixtures';

// Decision 0057: an organization admin adds a webhook on a local receiver, books, and the receiver hears
// booking.created, signed with the secret the screen showed once; the delivery log says it succeeded.
let receiver: WebhookReceiver;

test.beforeAll(async () => {
  receiver = await startWebhookReceiver('/meridian-hooks');
});
test.afterAll(async () => {
  await receiver?.close();
});

test('an admin adds a webhook, books a shipment, and the receiver gets a signed booking.created', async ({ page, request }) => {
  const admin = await signUp(request);
  await useSession(page, admin);
  await page.goto('/organization/webhooks');
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('form', { name: 'Add an endpoint' });
  await form.getByLabel(/Endpoint URL/).fill(receiver.url);
  await form.getByRole('checkbox', { name: /booking\.created/ }).check();
  await form.getByRole('button', { name: 'Add endpoint' }).click();

  const secret = (await page.getByTestId('webhook-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^whsec_/);
  receiver.setSecret(secret);
  await page.getByRole('button', { name: 'I have saved the secret' }).click();
  await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Endpoints' }).getByText(receiver.url)).toBeVisible();

  await fillBookingWizard(page, { customer: 'Webhook Foods Ltd', pickupDate: calendarDateAhead(15).value, deliveryDate: calendarDateAhead(18).value });
  await page.getByRole('button', { name: 'Confirm & Submit' }).click();
  await expect(page).toHaveURL(/\/booking\/quotation\?booking=[a-f0-9]{24}$/);
  const bookingId = new URL(page.url()).searchParams.get('booking');

  const hook = await receiver.waitFor((w) => w.body.type === 'booking.created' && w.body.data.booking?._id === bookingId, 20_000);
  expect(hook.verified).toBe(true);
  expect(hook.headers['meridian-event-id']).toBe(hook.body.id);
  expect(hook.body.data.booking).toMatchObject({ fullNameOrBusiness: 'Webhook Foods Ltd', status: 'pending' });

  await page.goto('/organization/webhooks');
  await page.getByRole('button', { name: 'Show deliveries' }).click();
  const row = page.getByTestId('delivery').filter({ hasText: 'booking.created' });
  await expect(row.getByText('Succeeded')).toBeVisible();
  await expect(row.getByText('200', { exact: true })).toBeVisible();
});
