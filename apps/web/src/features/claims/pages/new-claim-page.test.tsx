import { CLAIM_MESSAGES } from '@meridian/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeBooking } from '../../../mocks/fixtures/booking';
import { makeOrganization } from '../../../mocks/fixtures/organization';
import { db, recordRequests, renderWithSession, signIn } from '../../../test/session';
import { NewClaimPage } from './new-claim-page';

// Delivered by road on Tuesday 24 November 2026: a pallet of 90.5 kg and three boxes of 10 kg.
const delivered = makeBooking({
  status: 'delivered',
  milestone: 'delivered',
  trackingNumber: 'MX4F7K2P9QZ8T',
  proofOfDelivery: { receiverName: 'Rex Receiver', deliveredAt: '2026-11-24T15:30:00.000Z', place: 'Boston, MA', hasPhoto: false },
});

function renderForm(booking = delivered) {
  db.bookings = [booking];
  return renderWithSession(
    <MemoryRouter initialEntries={[`/bookings/${booking._id}/claim`]}>
      <Routes>
        <Route path="/bookings/:id/claim" element={<NewClaimPage />} />
        <Route path="/claims/:id" element={<p>Claim page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('report a problem (issue 51)', () => {
  it('when Next is pressed with nothing filled, then the contracts’ messages show and the form stays on its first step', async () => {
    signIn('customer');
    renderForm();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Type must be one of loss, damage, shortage, delay, temperature')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Damaged goods' })).toBeInTheDocument();
  });

  it('when the type and pieces are chosen, then the deadline and the limit follow them, and an amount above the limit is flagged', async () => {
    signIn('customer');
    renderForm();
    const user = userEvent.setup();
    expect(await screen.findByText('Choose what went wrong to see the deadline and the limit.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Damaged goods' }));
    // CMR art. 30: seven days from the 24th, Sunday the 29th not counted, so the end of Wednesday 2 December.
    expect(await screen.findByTestId('claim-deadline')).toHaveTextContent('Give notice by Dec 2, 2026');
    expect(screen.getByTestId('claim-rule')).toHaveTextContent('CMR art. 30.1: within 7 days of delivery, Sundays and public holidays excepted');
    // All four pieces: 8.33 SDR x 120.5 kg x 1.36568.
    expect(screen.getByTestId('claim-limit')).toHaveTextContent('$1,370.82');
    await user.click(screen.getByRole('radio', { name: 'Late delivery' }));
    await waitFor(() => expect(screen.getByTestId('claim-rule')).toHaveTextContent('CMR art. 30.3: within 21 days of delivery'));
    await user.click(screen.getByRole('radio', { name: 'Damaged goods' }));
    await user.type(screen.getByLabelText(/Describe what happened/), 'Pallet corner crushed.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const boxes = await screen.findAllByRole('checkbox');
    for (const box of boxes.slice(1)) await user.click(box);
    // The pallet alone: 8.33 SDR x 90.5 kg.
    await waitFor(() => expect(screen.getByTestId('claim-limit')).toHaveTextContent('$1,029.54'));
    expect(screen.getByText(/8\.33 SDR x 90\.5 kg \(CMR art\. 23\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Amount claimed/), '1500');
    expect(await screen.findByTestId('claim-over-limit')).toBeInTheDocument();
  });

  it('when every piece is unticked, then the second step asks for one; an empty amount is refused before anything is sent', async () => {
    signIn('customer');
    const calls = recordRequests();
    renderForm();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Damaged goods' }));
    await user.type(screen.getByLabelText(/Describe what happened/), 'Pallet corner crushed.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const boxes = await screen.findAllByRole('checkbox');
    // All the booking's pieces by n of N and SSCC, ticked by default.
    expect(boxes).toHaveLength(delivered.pieces!.length);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByText(`SSCC ${delivered.pieces![0]!.sscc}`)).toBeInTheDocument();
    expect(screen.getByText(/Piece 1 of 4/)).toBeInTheDocument();
    for (const box of boxes) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose at least one piece')).toBeInTheDocument();
    await user.click(boxes[0]!);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText('Amount claimed must be a number')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('when the claim is submitted with a photo, then it is created for the pieces chosen, the photo uploaded to it, and the claim page opens', async () => {
    signIn('customer');
    const calls = recordRequests();
    renderForm();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Damaged goods' }));
    await user.type(screen.getByLabelText(/Describe what happened/), 'Pallet corner crushed.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const boxes = await screen.findAllByRole('checkbox');
    for (const box of boxes.slice(1)) await user.click(box);
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'crushed-corner.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Add files'), photo);
    expect(screen.getByTestId('staged-files')).toHaveTextContent('crushed-corner.jpg');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Amount claimed/), '1200.50');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText('Claim page')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts[0]).toMatchObject({
      path: `/bookings/${delivered._id}/claims`,
      body: { type: 'damage', description: 'Pallet corner crushed.', amountClaimed: 1200.5, pieces: [delivered.pieces![0]!.sscc] },
    });
    const claim = db.claims[0]!;
    expect(posts[1]!.path).toBe(`/claims/${claim._id}/attachments`);
    await waitFor(() => expect((posts[1]!.body as FormData).get('file')).toEqual(expect.objectContaining({ type: 'image/jpeg', size: photo.size })));
    expect(claim.attachments).toHaveLength(1);
  });

  it('when the booking is still on its way and not late, then no form is offered', async () => {
    signIn('customer');
    renderForm(makeBooking({ status: 'in-transit', milestone: 'in-transit', estimatedDeliveryDate: '2099-12-04' }));
    expect(await screen.findByText('A claim can be opened once the shipment is delivered, or when it is late.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('when a viewer opens the form, then they are told viewers cannot open claims', async () => {
    signIn('customer');
    db.organization = makeOrganization({ role: 'viewer' });
    renderForm();
    expect(await screen.findByText(CLAIM_MESSAGES.viewersCannotClaim)).toBeInTheDocument();
  });
});
