import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeClaim } from '../../../mocks/fixtures/claim';
import { makeOrganization } from '../../../mocks/fixtures/organization';
import { db, recordRequests, renderWithSession, signIn } from '../../../test/session';
import { ClaimPage } from './claim-page';
import { ClaimsPage } from './claims-page';

function renderAt(path: string) {
  return renderWithSession(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/claims" element={<ClaimsPage />} />
        <Route path="/claims/:id" element={<ClaimPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the customer’s claim page (issue 51)', () => {
  it('when a claim loads, then its number, status, deadline, limit and the product’s evidence show', async () => {
    signIn('customer');
    const claim = makeClaim({
      late: true,
      evidence: {
        ...makeClaim().evidence,
        temperature: { digest: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90', excursions: [{ id: 'x1', openedAt: '2026-11-23T10:00:00.000Z', closedAt: '2026-11-23T11:00:00.000Z', closedBy: 'reading', peakCelsius: 11.2, direction: 'above' }] },
      },
    });
    db.claims = [claim];
    renderAt(`/claims/${claim._id}`);
    expect(await screen.findByTestId('claim-number')).toHaveTextContent('CL-2026-000042');
    expect(screen.getByTestId('claim-status')).toHaveTextContent('Submitted');
    expect(screen.getByText('Late notice')).toBeInTheDocument();
    expect(screen.getByTestId('claim-rule')).toHaveTextContent('CMR art. 30.1: within 7 days of delivery, Sundays and public holidays excepted');
    expect(screen.getByTestId('claim-limit')).toHaveTextContent('$1,029.54');
    expect(screen.getByTestId('evidence-reservations')).toHaveTextContent('Pallet 1 corner crushed, wrap torn');
    const pieces = screen.getByTestId('evidence-pieces');
    expect(pieces).toHaveTextContent(claim.pieces[0]!);
    expect(within(pieces).getByText('Damaged')).toBeInTheDocument();
    expect(within(pieces).getByText('“Corner crushed”')).toBeInTheDocument();
    expect(screen.getByTestId('evidence-temperature')).toHaveTextContent('Above band, peak 11.2 °C');
    expect(screen.getByRole('link', { name: 'Verify this record' })).toHaveAttribute('href', `/verify/${claim.evidence.temperature!.digest}`);
  });

  it('when the carrier asked for information and the customer answers with a file, then the file is uploaded first and the message names it', async () => {
    signIn('customer');
    const claim = makeClaim({
      status: 'info_requested',
      messages: [{ _id: 'm1', body: 'Please send the invoice of the goods.', at: '2026-11-25T10:00:00.000Z', byName: 'Olivia Ops', fromStaff: true, attachments: [] }],
    });
    db.claims = [claim];
    const calls = recordRequests();
    renderAt(`/claims/${claim._id}`);
    expect(await screen.findByText('We need more information. Answer in the messages below.')).toBeInTheDocument();
    expect(screen.getByText('Please send the invoice of the goods.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your message'), 'Here is the invoice.');
    await user.upload(screen.getByLabelText('Attach files'), new File(['%PDF-1.4'], 'goods-invoice.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Here is the invoice.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual([`/claims/${claim._id}/attachments`, `/claims/${claim._id}/messages`]);
    const uploaded = db.claims[0]!.attachments[0]!;
    expect(posts[1]!.body).toEqual({ body: 'Here is the invoice.', attachmentIds: [uploaded._id] });
    await waitFor(() => expect(screen.getByTestId('claim-status')).toHaveTextContent('In review'));
  });

  it('when the claim was settled by credit note, then its number shows and the PDF downloads from the claim', async () => {
    signIn('customer');
    const claim = makeClaim({
      status: 'settled',
      decision: { outcome: 'approved_partial', amount: 800, reason: 'Only the damaged piece’s value.', at: '2026-11-27T10:00:00.000Z', byName: 'Olivia Ops' },
      settlement: { method: 'credit-note', amount: 800, at: '2026-11-27T11:00:00.000Z', creditNote: { number: 'CN-2026-000001', amount: 800 }, refund: null },
      nextAction: null,
    });
    db.claims = [claim];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = recordRequests();
    renderAt(`/claims/${claim._id}`);
    expect(await screen.findByTestId('claim-credit-note')).toHaveTextContent('Credit note CN-2026-000001 · $800.00');
    expect(screen.getByTestId('decision-outcome')).toHaveTextContent('Partly approved · $800.00');
    // A settled claim is closed: no reply box, no withdraw.
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw claim' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download credit note' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.some((call) => call.path === `/claims/${claim._id}/credit-note.pdf`)).toBe(true);
  });

  it('when a viewer opens an open claim, then they read it but get no reply box and no withdraw', async () => {
    signIn('customer');
    db.organization = makeOrganization({ role: 'viewer' });
    const claim = makeClaim();
    db.claims = [claim];
    renderAt(`/claims/${claim._id}`);
    expect(await screen.findByTestId('claim-number')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Withdraw claim' })).not.toBeInTheDocument();
  });

  it('when the customer withdraws an open claim, then it shows Withdrawn', async () => {
    signIn('customer');
    const claim = makeClaim();
    db.claims = [claim];
    renderAt(`/claims/${claim._id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw claim' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw claim' }));
    await waitFor(() => expect(screen.getByTestId('claim-status')).toHaveTextContent('Withdrawn'));
    expect(screen.getByText('Claim withdrawn.')).toBeInTheDocument();
  });

  it('when the organization’s claims are listed, then each links to its page with status and amount', async () => {
    signIn('customer');
    db.claims = [makeClaim(), makeClaim({ _id: '6e0000000000000000000002', number: 'CL-2026-000031', status: 'settled', amountClaimed: 150 })];
    renderAt('/claims');
    const rows = await screen.findAllByTestId('claim-row');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/CL-2026-000042Submitted.*\$1,200\.00/), expect.stringMatching(/CL-2026-000031Settled.*\$150\.00/)]);
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/claims/6e0000000000000000000002');
  });
});
