import { RECEIVER_MAIL_LINK_INVALID, RECEIVER_MAIL_UNSUBSCRIBED } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { api, ok, recordRequests, refused, server } from '../../../test/session';
import { RECEIVER_MAIL_COPY } from '../../../content/receiver-mail';
import { ReceiverMailUnsubscribePage } from './receiver-mail-unsubscribe-page';

// Decision 0117: the "Stop these e-mails" link asks before it stops, so opening it (as a mail scanner does) stops nothing.

function renderAt(url: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/tracking/receiver-mail/unsubscribe" element={<ReceiverMailUnsubscribePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('stop delivery e-mails page', () => {
  it('when the page opens, then nothing is sent until the receiver presses Stop these e-mails, which sends the token once and says it is done', async () => {
    server.use(http.post(api('/receiver-mail/unsubscribe'), () => ok({ stopped: true }, RECEIVER_MAIL_UNSUBSCRIBED)));
    const calls = recordRequests();
    renderAt('/tracking/receiver-mail/unsubscribe?token=abc_DEF-123');
    expect(screen.getByRole('heading', { name: RECEIVER_MAIL_COPY.askTitle })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByRole('heading', { name: RECEIVER_MAIL_COPY.doneTitle })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(RECEIVER_MAIL_UNSUBSCRIBED);
    expect(calls.filter((call) => call.method === 'POST').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/receiver-mail/unsubscribe', body: { token: 'abc_DEF-123' } },
    ]);
  });

  it('when the token is refused, then the page says the link is invalid and offers tracking', async () => {
    server.use(http.post(api('/receiver-mail/unsubscribe'), () => refused(404, RECEIVER_MAIL_LINK_INVALID)));
    renderAt('/tracking/receiver-mail/unsubscribe?token=forged');
    await userEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByRole('heading', { name: 'Link invalid' })).toBeInTheDocument();
    expect(screen.getByText(RECEIVER_MAIL_LINK_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track a shipment' })).toHaveAttribute('href', '/track');
  });

  it('when the link has no token, then the page says so without asking the server', () => {
    const calls = recordRequests();
    renderAt('/tracking/receiver-mail/unsubscribe');
    expect(screen.getByRole('heading', { name: 'Link invalid' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
