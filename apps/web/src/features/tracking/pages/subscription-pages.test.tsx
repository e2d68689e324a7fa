import { TRACKING_SUBSCRIPTION_CONFIRMED, TRACKING_SUBSCRIPTION_LINK_INVALID, TRACKING_UNSUBSCRIBED } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionConfirmPage } from './subscription-confirm-page';
import { SubscriptionUnsubscribePage } from './subscription-unsubscribe-page';

type Answer = { status: number; body: unknown };
function stubFetch(answers: Answer[]) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      calls.push({ path: input.replace('/api/v1', ''), body: JSON.parse(String(init.body)) });
      const { status, body } = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}
const done = (message: string, status: string): Answer => ({ status: 200, body: { error: false, message, data: { trackingNumber: 'MX-4K7QP-2M9XRC', status } } });
const invalid: Answer = { status: 404, body: { error: true, message: TRACKING_SUBSCRIPTION_LINK_INVALID, msg: TRACKING_SUBSCRIPTION_LINK_INVALID } };

function renderAt(url: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/tracking/subscriptions/confirm" element={<SubscriptionConfirmPage />} />
          <Route path="/tracking/subscriptions/unsubscribe" element={<SubscriptionUnsubscribePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('confirmation page (decision 0030)', () => {
  it('when the link is good, then it posts the token once and says updates are on, with a link to the shipment', async () => {
    const calls = stubFetch([done(TRACKING_SUBSCRIPTION_CONFIRMED, 'active')]);
    renderAt('/tracking/subscriptions/confirm?token=abc_DEF-123');
    expect(screen.getByRole('heading', { name: 'Confirming your e-mail updates...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'E-mail updates confirmed' })).toBeInTheDocument();
    expect(screen.getByText(TRACKING_SUBSCRIPTION_CONFIRMED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track this shipment' })).toHaveAttribute('href', '/track/MX-4K7QP-2M9XRC');
    expect(calls).toEqual([{ path: '/tracking-subscriptions/confirm', body: { token: 'abc_DEF-123' } }]);
  });

  it('when the link is unknown or expired, then it says the link is invalid or expired and leads to tracking', async () => {
    stubFetch([invalid]);
    renderAt('/tracking/subscriptions/confirm?token=stale');
    expect(await screen.findByRole('heading', { name: 'Link invalid or expired' })).toBeInTheDocument();
    expect(screen.getByText(TRACKING_SUBSCRIPTION_LINK_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track a shipment' })).toHaveAttribute('href', '/track');
  });

  it('when the URL has no token, then it says so without asking the API', () => {
    const calls = stubFetch([]);
    renderAt('/tracking/subscriptions/confirm');
    expect(screen.getByRole('heading', { name: 'Link invalid or expired' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('when the server fails, then it says so and Try again asks once more', async () => {
    const calls = stubFetch([
      { status: 500, body: { error: true, message: 'x', msg: 'Something went wrong on our side. Please try again.' } },
      done(TRACKING_SUBSCRIPTION_CONFIRMED, 'active'),
    ]);
    renderAt('/tracking/subscriptions/confirm?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'E-mail updates confirmed' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});

describe('unsubscribe page (decision 0030)', () => {
  it('when the link is followed, then one click has unsubscribed and the page says how to come back', async () => {
    const calls = stubFetch([done(TRACKING_UNSUBSCRIBED, 'unsubscribed')]);
    renderAt('/tracking/subscriptions/unsubscribe?token=tok_1');
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText(TRACKING_UNSUBSCRIBED)).toBeInTheDocument();
    expect(screen.getByText(/Email Updates on the tracking page signs you up again/)).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/tracking-subscriptions/unsubscribe', body: { token: 'tok_1' } }]);
  });

  it('when the token is malformed, then the API answers 400 and the page says the link is invalid', async () => {
    stubFetch([{ status: 400, body: { error: true, message: 'x', msg: 'Please check the highlighted fields and try again.', fields: { token: 'Token is malformed' } } }]);
    renderAt('/tracking/subscriptions/unsubscribe?token=bad');
    expect(await screen.findByRole('heading', { name: 'Link invalid or expired' })).toBeInTheDocument();
  });
});
