import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { WEBHOOKS_COPY } from '../../../content/webhooks';
import { makeWebhook, makeWebhookDelivery } from '../../../mocks/fixtures/webhook';
import { api, db, ok, recordRequests, refused, renderWithSession, server, signIn } from '../../../test/session';
import { WebhooksPage } from './webhooks-page';

const hook = makeWebhook();
const delivery = makeWebhookDelivery;

function renderPage() {
  renderWithSession(
    <MemoryRouter>
      <WebhooksPage />
    </MemoryRouter>,
  );
}

/** An organization admin signed in, whose endpoints are `hooks`; what is sent from now on is recorded. */
function adminWith(...hooks: ReturnType<typeof makeWebhook>[]) {
  signIn('customer');
  db.webhooks = hooks;
  return recordRequests();
}

describe('webhooks screen', () => {
  it('when endpoints exist, then each shows its url, events and status', async () => {
    adminWith(hook, makeWebhook({ id: '64b7f0c2a1b2c3d4e5f69002', url: 'https://old.acme.test/in', enabled: false, disabledReason: 'Disabled after 3 days of failed deliveries' }));
    renderPage();
    expect(await screen.findByText('https://hooks.acme.test/meridian')).toBeInTheDocument();
    expect(screen.getAllByText('Booking created')).toHaveLength(2);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Disabled after failures')).toBeInTheDocument();
    expect(screen.getByText(WEBHOOKS_COPY.disabledNote)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Enabled: https://old.acme.test/in' })).not.toBeChecked();
  });

  it('when the caller is not an admin, then the page says who manages webhooks', async () => {
    adminWith();
    server.use(http.get(api('/organization/webhooks/'), () => refused(403, 'You do not have permission to do this.')));
    renderPage();
    expect(await screen.findByText(WEBHOOKS_COPY.notAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add endpoint/ })).not.toBeInTheDocument();
  });

  it('when an endpoint is added, then the form needs https and an event, and the secret is shown once with Copy', async () => {
    const calls = adminWith();
    server.use(http.post(api('/organization/webhooks/'), () => ok({ ...hook, secret: 'whsec_shown-once' }, 'Created')));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const form = screen.getByRole('form', { name: 'Add an endpoint' });
    await user.type(within(form).getByLabelText(/Endpoint URL/), 'ftp://hooks.acme.test');
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText('The URL must start with https://')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one event')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(form).getByLabelText(/Endpoint URL/));
    await user.type(within(form).getByLabelText(/Endpoint URL/), hook.url);
    await user.click(within(form).getByRole('checkbox', { name: /booking\.cancelled/ }));
    await user.click(within(form).getByRole('checkbox', { name: /booking\.created/ }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_shown-once');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ url: hook.url, events: ['booking.created', 'booking.cancelled'] });
    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe('whsec_shown-once');
    await user.click(screen.getByRole('button', { name: 'I have saved the secret' }));
    expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument();
  });

  it('when the secret is rotated after a confirm, then the new one is shown once', async () => {
    const calls = adminWith(hook);
    server.use(http.post(api('/organization/webhooks/:id/rotate-secret'), () => ok({ ...hook, secret: 'whsec_rotated' })));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rotate secret' }));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent('whsec_rotated');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/organization/webhooks/${hook.id}/rotate-secret`]);
  });

  it('when the API refuses the url, then its words are shown', async () => {
    adminWith();
    server.use(http.post(api('/organization/webhooks/'), () => refused(400, 'The URL must point at a public internet address (not localhost, a private network or a metadata address)')));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const form = screen.getByRole('form', { name: 'Add an endpoint' });
    await user.type(within(form).getByLabelText(/Endpoint URL/), 'https://10.0.0.1/in');
    await user.click(within(form).getByRole('checkbox', { name: /booking\.created/ }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText(/must point at a public internet address/)).toBeInTheDocument();
  });

  it('when the switch is turned off, then the endpoint is patched to disabled', async () => {
    const calls = adminWith(hook);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: `Enabled: ${hook.url}` }));
    await waitFor(() => expect(screen.getByRole('switch', { name: `Enabled: ${hook.url}` })).not.toBeChecked());
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ path: `/organization/webhooks/${hook.id}`, body: { enabled: false } });
  });

  it('when Delete is confirmed, then the endpoint is deleted; Keep endpoint sends nothing', async () => {
    const calls = adminWith(hook);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep endpoint' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText(WEBHOOKS_COPY.empty)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/organization/webhooks/${hook.id}`]);
  });

  it('when a test event is sent, then the delivery log opens and shows each delivery with its status, and Retry re-queues one', async () => {
    const calls = adminWith(hook);
    db.deliveries = [
      delivery({ id: '64b7f0c2a1b2c3d4e5f69102', type: 'webhook.test', eventId: 'evt_test', status: 'succeeded' }),
      delivery({ status: 'failed', attempts: 18, responseStatus: 500, lastError: 'HTTP 500' }),
    ];
    // The test event is queued, not yet in the log the page then opens.
    server.use(http.post(api('/organization/webhooks/:id/test'), () => ok(delivery({ type: 'webhook.test', status: 'pending', attempts: 0, responseStatus: null, durationMs: null }))));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send test event' }));
    const log = await screen.findByRole('list', { name: 'Deliveries' });
    const rows = within(log).getAllByTestId('delivery');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('18')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Succeeded')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('42 ms')).toBeInTheDocument();
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: /^Retry/ }));
    await waitFor(() => expect(calls.some((call) => call.path === `/organization/webhooks/${hook.id}/deliveries/64b7f0c2a1b2c3d4e5f69101/retry`)).toBe(true));
    expect(calls.some((call) => call.method === 'POST' && call.path === `/organization/webhooks/${hook.id}/test`)).toBe(true);
  });
});
