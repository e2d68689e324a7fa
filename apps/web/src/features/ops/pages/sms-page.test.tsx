import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSmsMessage } from '../../../mocks/fixtures/sms';
import { db, recordRequests, renderWithSession, signIn } from '../../../test/session';
import { SmsPage } from './sms-page';

const failed = makeSmsMessage();

function renderPage(path = '/ops/sms') {
  return renderWithSession(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/ops/sms" element={<SmsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  localStorage.clear();
});

describe('SmsPage (decision 0111)', () => {
  it('when failures are listed, then each shows the number, the text, the last error and attempts, and Retry queues it again', async () => {
    signIn('operator');
    db.sms = [failed];
    const calls = recordRequests();
    renderPage();
    expect(await screen.findByText('To +15550102002')).toBeInTheDocument();
    expect(screen.getByText(failed.body)).toBeInTheDocument();
    expect(screen.getByText('Twilio 20500: Internal Server Error')).toBeInTheDocument();
    expect(screen.getByText('6 attempts')).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/ops/sms?status=failed&page=1');
    await userEvent.setup().click(screen.getByRole('button', { name: /Retry the text to \+15550102002/ }));
    expect(await screen.findByText('No failed texts. Everything was delivered.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === `/ops/sms/${failed._id}/retry`)).toBe(true);
  });

  it('when the Not sent tab is chosen, then texts to opted-out numbers show with why and no Retry', async () => {
    signIn('operator');
    db.sms = [makeSmsMessage({ status: 'suppressed', attempts: 0, lastError: 'The number opted out (STOP)' })];
    renderPage();
    await screen.findByText('No failed texts. Everything was delivered.');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Not sent' }));
    expect(await screen.findByText('The number opted out (STOP)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });
});
