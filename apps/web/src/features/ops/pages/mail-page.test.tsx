import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { makeMailMessage } from '../../../mocks/fixtures/mail';
import { api, db, recordRequests, refused, renderWithSession, server, signIn } from '../../../test/session';
import { MailPage } from './mail-page';

const failed = makeMailMessage();

function renderPage(path = '/ops/mail') {
  return renderWithSession(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/ops/mail" element={<MailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('MailPage', () => {
  it('when failures are listed, then each shows subject, recipient, last error and attempts, and Retry queues it again', async () => {
    signIn('operator');
    db.mail = [failed];
    const calls = recordRequests();
    renderPage();
    expect(await screen.findByText('We received your message: Cold freight')).toBeInTheDocument();
    expect(screen.getByText('To bounce@unknown-domain.test')).toBeInTheDocument();
    expect(screen.getByText('550 Mailbox unavailable')).toBeInTheDocument();
    expect(screen.getByText('6 attempts')).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/ops/mail?status=failed&page=1');
    await userEvent.setup().click(screen.getByRole('button', { name: /Retry the message to bounce@unknown-domain.test/ }));
    expect(await screen.findByText('No failed messages. Everything was delivered.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === `/ops/mail/${failed._id}/retry`)).toBe(true);
  });

  it('when the Sent tab is chosen, then sent messages are asked for and show without a Retry button', async () => {
    signIn('operator');
    db.mail = [makeMailMessage({ status: 'sent', attempts: 1, lastError: null, sentAt: '2026-11-23T09:06:00.000Z' })];
    const calls = recordRequests();
    renderPage();
    await screen.findByText('No failed messages. Everything was delivered.');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Sent' }));
    expect(await screen.findByText('1 attempt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe('/ops/mail?status=sent&page=1');
  });

  it('when the list cannot be loaded, then the API message shows', async () => {
    signIn('operator');
    server.use(http.get(api('/ops/mail'), () => refused(500, 'Something went wrong on our side. Please try again.')));
    renderPage();
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
  });
});
