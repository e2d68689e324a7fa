import type { MailList, MailMessageSummary } from '@meridian/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderWithSession, stubApi } from '../testing/ops-test-kit';
import { MailPage } from './mail-page';

const failed: MailMessageSummary = {
  _id: '665f1c2b9a1e4c3d2b1a0f9e',
  to: 'bounce@unknown-domain.test',
  template: 'contact-ack',
  subject: 'We received your message: Cold freight',
  status: 'failed',
  attempts: 6,
  lastError: '550 Mailbox unavailable',
  nextAttemptAt: null,
  sentAt: null,
  createdAt: '2026-11-23T09:00:00.000Z',
  updatedAt: '2026-11-23T09:05:00.000Z',
};
const list = (records: MailMessageSummary[]): MailList => ({ records, pagination: { currentPage: 1, totalPages: 1, totalRecords: records.length, limit: 20 } });

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

describe('MailPage', { timeout: 20_000 }, () => {
  it('when failures are listed, then each shows subject, recipient, last error and attempts, and Retry queues it again', async () => {
    let retried = false;
    const calls = stubApi('operator', (call) => {
      if (call.method === 'POST' && call.path === `/ops/mail/${failed._id}/retry`) {
        retried = true;
        return ok({ ...failed, status: 'queued', attempts: 0 });
      }
      return ok(list(retried ? [] : [failed]));
    });
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
    const calls = stubApi('operator', (call) =>
      ok(list(call.path.includes('status=sent') ? [{ ...failed, status: 'sent', attempts: 1, lastError: null, sentAt: '2026-11-23T09:06:00.000Z' }] : [])),
    );
    renderPage();
    await screen.findByText('No failed messages. Everything was delivered.');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Sent' }));
    expect(await screen.findByText('1 attempt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe('/ops/mail?status=sent&page=1');
  });

  it('when the list cannot be loaded, then the API message shows', async () => {
    stubApi('operator', () => refused(500, 'Something went wrong on our side. Please try again.'));
    renderPage();
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
  });
});
