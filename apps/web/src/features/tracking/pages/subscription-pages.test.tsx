import { TRACKING_SUBSCRIPTION_CONFIRMED, TRACKING_SUBSCRIPTION_LINK_INVALID, TRACKING_UNSUBSCRIBED } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok, recordRequests, refused, server } from '../../../test/session';
import { SubscriptionConfirmPage } from './subscription-confirm-page';
import { SubscriptionUnsubscribePage } from './subscription-unsubscribe-page';

type Answer = () => Response;
/** The subscription links' endpoints answer `answers` in turn (a 500 once they run out); returns what was sent. */
function answerInTurn(answers: Answer[]) {
  const failed: Answer = () => refused(500, 'Something went wrong on our side. Please try again.');
  server.use(http.post(api('/tracking-subscriptions/:action'), () => (answers.shift() ?? failed)()));
  const calls = recordRequests();
  return {
    get all() {
      return calls.map(({ path, body }) => ({ path, body }));
    },
  };
}
const done = (message: string, status: string): Answer => () => ok({ trackingNumber: 'MX-4K7QP-2M9XRC', status }, message);
const invalid: Answer = () => refused(404, TRACKING_SUBSCRIPTION_LINK_INVALID, { message: TRACKING_SUBSCRIPTION_LINK_INVALID });

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

describe('confirmation page (decision 0030)', () => {
  it('when the link is good, then it posts the token once and says updates are on, with a link to the shipment', async () => {
    const calls = answerInTurn([done(TRACKING_SUBSCRIPTION_CONFIRMED, 'active')]);
    renderAt('/tracking/subscriptions/confirm?token=abc_DEF-123');
    expect(screen.getByRole('heading', { name: 'Confirming your e-mail updates...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'E-mail updates confirmed' })).toBeInTheDocument();
    expect(screen.getByText(TRACKING_SUBSCRIPTION_CONFIRMED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track this shipment' })).toHaveAttribute('href', '/track/MX-4K7QP-2M9XRC');
    expect(calls.all).toEqual([{ path: '/tracking-subscriptions/confirm', body: { token: 'abc_DEF-123' } }]);
  });

  it('when the link is unknown or expired, then it says the link is invalid or expired and leads to tracking', async () => {
    answerInTurn([invalid]);
    renderAt('/tracking/subscriptions/confirm?token=stale');
    expect(await screen.findByRole('heading', { name: 'Link invalid or expired' })).toBeInTheDocument();
    expect(screen.getByText(TRACKING_SUBSCRIPTION_LINK_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track a shipment' })).toHaveAttribute('href', '/track');
  });

  it('when the URL has no token, then it says so without asking the API', () => {
    const calls = answerInTurn([]);
    renderAt('/tracking/subscriptions/confirm');
    expect(screen.getByRole('heading', { name: 'Link invalid or expired' })).toBeInTheDocument();
    expect(calls.all).toHaveLength(0);
  });

  it('when the server fails, then it says so and Try again asks once more', async () => {
    const calls = answerInTurn([
      () => refused(500, 'Something went wrong on our side. Please try again.', { message: 'x' }),
      done(TRACKING_SUBSCRIPTION_CONFIRMED, 'active'),
    ]);
    renderAt('/tracking/subscriptions/confirm?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'E-mail updates confirmed' })).toBeInTheDocument();
    expect(calls.all).toHaveLength(2);
  });
});

describe('unsubscribe page (decision 0030)', () => {
  it('when the link is followed, then one click has unsubscribed and the page says how to come back', async () => {
    const calls = answerInTurn([done(TRACKING_UNSUBSCRIBED, 'unsubscribed')]);
    renderAt('/tracking/subscriptions/unsubscribe?token=tok_1');
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText(TRACKING_UNSUBSCRIBED)).toBeInTheDocument();
    expect(screen.getByText(/Email Updates on the tracking page signs you up again/)).toBeInTheDocument();
    expect(calls.all).toEqual([{ path: '/tracking-subscriptions/unsubscribe', body: { token: 'tok_1' } }]);
  });

  it('when the token is malformed, then the API answers 400 and the page says the link is invalid', async () => {
    answerInTurn([() => refused(400, 'Please check the highlighted fields and try again.', { message: 'x', fields: { token: 'Token is malformed' } })]);
    renderAt('/tracking/subscriptions/unsubscribe?token=bad');
    expect(await screen.findByRole('heading', { name: 'Link invalid or expired' })).toBeInTheDocument();
  });
});
