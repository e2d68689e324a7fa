import { CLAIM_MESSAGES } from '@meridian/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeClaim } from '../../../mocks/fixtures/claim';
import { api, db, recordRequests, renderWithSession, server, signIn } from '../../../test/session';
import { OpsClaimPage } from './ops-claim-page';
import { OpsClaimsQueuePage } from './ops-claims-queue-page';

function renderAt(path: string) {
  return renderWithSession(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/ops/claims" element={<OpsClaimsQueuePage />} />
        <Route path="/ops/claims/:id" element={<OpsClaimPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const id = (n: number) => `6e00000000000000000000${String(n).padStart(2, '0')}`;

describe('the console’s claims (issue 51)', () => {
  it('when the queue loads, then overdue claims come first and are marked, the rest by the next due date', async () => {
    signIn('operator');
    db.claims = [
      makeClaim({ _id: id(1), number: 'CL-2026-000001', nextAction: { action: 'decide', dueBy: '2026-12-20T09:00:00.000Z', overdue: false } }),
      makeClaim({ _id: id(2), number: 'CL-2026-000002', nextAction: { action: 'acknowledge', dueBy: '2026-11-26T09:00:00.000Z', overdue: true } }),
      makeClaim({ _id: id(3), number: 'CL-2026-000003', nextAction: { action: 'acknowledge', dueBy: '2026-12-06T09:00:00.000Z', overdue: false } }),
      makeClaim({ _id: id(4), number: 'CL-2026-000004', status: 'settled', nextAction: null }),
    ];
    renderAt('/ops/claims');
    const rows = await screen.findAllByTestId('claim-row');
    expect(rows.map((row) => within(row).getByText(/^CL-/).textContent)).toEqual(['CL-2026-000002', 'CL-2026-000003', 'CL-2026-000001']);
    expect(rows.map((row) => row.dataset.overdue ?? 'no')).toEqual(['true', 'no', 'no']);
    expect(within(rows[0]!).getByTestId('claim-due')).toHaveTextContent(/^Overdue: Due/);
    expect(within(rows[0]!).getByText('Acknowledge')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', `/ops/claims/${id(2)}`);
  });

  it('when an operator acknowledges a submitted claim, then it moves to In review and the button goes', async () => {
    signIn('operator');
    const claim = makeClaim();
    db.claims = [claim];
    const calls = recordRequests();
    renderAt(`/ops/claims/${claim._id}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Acknowledge and review' }));
    await waitFor(() => expect(screen.getByTestId('claim-status')).toHaveTextContent('In review'));
    expect(screen.queryByRole('button', { name: 'Acknowledge and review' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(`/claims/${claim._id}/review`);
  });

  it('when an operator asks for information, then the message goes with requestInfo and the claim waits for the customer', async () => {
    signIn('operator');
    const claim = makeClaim();
    db.claims = [claim];
    const calls = recordRequests();
    renderAt(`/ops/claims/${claim._id}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Reply to the customer'), 'Please send the invoice of the goods.');
    await user.click(screen.getByRole('checkbox', { name: /Ask the customer for information/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('claim-status')).toHaveTextContent('Information requested'));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: `/claims/${claim._id}/messages`, body: { body: 'Please send the invoice of the goods.', requestInfo: true } });
  });

  it('when an operator approves more than the liability limit, then the form says only an admin may and does not send it', async () => {
    signIn('operator');
    const claim = makeClaim({ amountClaimed: 2000 });
    db.claims = [claim];
    const calls = recordRequests();
    renderAt(`/ops/claims/${claim._id}`);
    expect(await screen.findByTestId('decision-limit')).toHaveTextContent('Liability limit $1,029.54. Approving more needs an admin.');
    const user = userEvent.setup();
    const amount = screen.getByLabelText(/Amount approved/);
    // The amount starts at the lesser of the claim and the limit.
    expect(amount).toHaveValue(1029.54);
    await user.clear(amount);
    await user.type(amount, '1500');
    expect(screen.getByTestId('decision-over-limit')).toHaveTextContent('only an admin can approve it');
    expect(screen.getByRole('button', { name: 'Record decision' })).toBeDisabled();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('when a decision is recorded without a reason, then the reason is asked for; with one, the part approved is sent and settlement is offered', async () => {
    signIn('operator');
    const claim = makeClaim();
    db.claims = [claim];
    const calls = recordRequests();
    renderAt(`/ops/claims/${claim._id}`);
    const user = userEvent.setup();
    const amount = await screen.findByLabelText(/Amount approved/);
    await user.clear(amount);
    await user.type(amount, '800');
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Reason/), 'Only the damaged piece’s value.');
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByRole('button', { name: 'Issue credit note' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `/claims/${claim._id}/decision`,
      body: { outcome: 'approved_partial', amount: 800, reason: 'Only the damaged piece’s value.' },
    });
    expect(screen.getByTestId('claim-status')).toHaveTextContent('Partly approved');
  });

  it('when a settlement fails on the network and is retried, then both tries carry the same Idempotency-Key and the claim settles once', async () => {
    signIn('admin');
    const claim = makeClaim({
      status: 'approved_partial',
      decision: { outcome: 'approved_partial', amount: 800, reason: 'Part.', at: '2026-11-27T10:00:00.000Z', byName: 'Avery Admin' },
      nextAction: { action: 'settle', dueBy: null, overdue: false },
    });
    db.claims = [claim];
    server.use(http.post(api('/claims/:id/settlement'), () => HttpResponse.error(), { once: true }));
    const calls = recordRequests();
    renderAt(`/ops/claims/${claim._id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText('The settlement could not be made.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByTestId('claim-credit-note')).toHaveTextContent('Credit note CN-2026-000001 · $800.00');
    const settles = calls.filter((call) => call.path === `/claims/${claim._id}/settlement`);
    expect(settles).toHaveLength(2);
    expect(settles.map((call) => call.body)).toEqual([{ method: 'credit-note' }, { method: 'credit-note' }]);
    expect(settles[0]!.headers['idempotency-key']).toMatch(/^[\w-]{8,}$/);
    expect(settles[1]!.headers['idempotency-key']).toBe(settles[0]!.headers['idempotency-key']);
    expect(db.claims[0]!.status).toBe('settled');
  });

  it('when a second decision is refused, then the API’s words show', async () => {
    signIn('operator');
    const claim = makeClaim();
    db.claims = [claim];
    server.use(http.post(api('/claims/:id/decision'), () => HttpResponse.json({ error: true, message: CLAIM_MESSAGES.alreadyDecided, msg: CLAIM_MESSAGES.alreadyDecided }, { status: 409 })));
    renderAt(`/ops/claims/${claim._id}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Reason/), 'Fine.');
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByText(CLAIM_MESSAGES.alreadyDecided)).toBeInTheDocument();
  });
});
