import { KYC_REASONS_REQUIRED } from '@meridian/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeKycSubmission } from '../../../mocks/fixtures/company-profile';
import { api, db, recordRequests, refused, renderWithSession, server, signIn } from '../../../test/session';
import { KycSubmissionPage } from './kyc-submission-page';

const ID = '64b7f0c2a1b2c3d4e5f60aaa';

const makeSubmission = makeKycSubmission;

/** An operator signed in, reviewing `submission` (Harbor Pharma, by default). */
function operatorReviewing(submission = makeSubmission()) {
  signIn('operator');
  db.kycSubmissions = [submission];
  return recordRequests();
}

function renderPage() {
  renderWithSession(
    <MemoryRouter initialEntries={[`/ops/kyc/${ID}`]}>
      <Routes>
        <Route path="/ops/kyc/:profileId" element={<KycSubmissionPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // jsdom has no object URLs; the viewer only needs a string to point its frame and image at.
  URL.createObjectURL = vi.fn(() => 'blob:document');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('operator KYC submission (decision 0029)', () => {
  it('when a submission opens, then each document is shown inline (PDF in a frame, image as an image) with what it replaced', async () => {
    const calls = operatorReviewing();
    renderPage();
    expect(await screen.findByRole('heading', { name: /Harbor Pharma/ })).toBeInTheDocument();
    expect(await screen.findByTitle('Business registration certificate')).toHaveAttribute('src', 'blob:document#navpanes=0&view=FitH');
    expect(await screen.findByRole('img', { name: 'Director/owner ID' })).toBeInTheDocument();
    expect(screen.getByText(/Replaces v1 old-id.png/)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toEqual(
        expect.arrayContaining([`/company-profile/documents/registration-certificate?profileId=${ID}&version=1`, `/company-profile/documents/director-id?profileId=${ID}&version=2`]),
      ),
    );
  });

  it('when Reject is sent without a reason, then the dialog asks for one; with two reasons and a note it posts them', async () => {
    const calls = operatorReviewing();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Harbor Pharma' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(within(dialog).getByText(KYC_REASONS_REQUIRED)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(within(dialog).getByLabelText('Director ID must be resubmitted'));
    await user.click(within(dialog).getByLabelText('Tax ID verification failed'));
    await user.type(within(dialog).getByLabelText(/Note/), 'ID expired');
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    // The reasons go in the contracts' order, whatever order they were ticked in.
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/ops/kyc/${ID}/decision`,
      body: { decision: 'reject', reasons: ['Tax ID verification failed', 'Director ID must be resubmitted'], note: 'ID expired' },
    });
    expect(await screen.findByText('Harbor Pharma was sent back with 2 reasons.')).toBeInTheDocument();
  });

  it('when the server refuses the decision, then its words show', async () => {
    operatorReviewing();
    server.use(http.post(api('/ops/kyc/:id/decision'), () => refused(409, 'Only a submission awaiting review can be decided.')));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Approve and verify' }));
    expect(await screen.findByText('Only a submission awaiting review can be decided.')).toBeInTheDocument();
  });

  it('when Approve is pressed, then nothing is decided until the dialog is confirmed, and the note goes with the approval', async () => {
    const calls = operatorReviewing();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Harbor Pharma?' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.type(screen.getByLabelText(/Note for the customer/), 'Renewed certificate accepted');
    await user.click(screen.getByRole('button', { name: 'Approve and verify' }));
    expect(await screen.findByText('Harbor Pharma is approved and verified.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ decision: 'approve', note: 'Renewed certificate accepted' }]);
  });

  it('when the submission is the operator’s own company, then Approve and Reject are not offered', async () => {
    operatorReviewing(makeSubmission({ owner: { _id: 'user-1', firstName: 'Amara', lastName: 'Nwosu', email: 'amara@example.com' } }));
    renderPage();
    expect(await screen.findByText('This is your own company: another operator must review it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
