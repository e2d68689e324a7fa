import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, recordRequests } from '../../../test/session';
import { assignDriverJobs, connection, makeBooking, renderDriver, stubCanvas } from '../testing/driver-test-kit';

// Decision 0108: "Could not deliver" on a job out for delivery: a reason (a note for "Other"), an optional photo, the
// outbox like every move; the job then waits to go out again, and the third failed attempt returns it to the sender.

const out = (extra: Parameters<typeof makeBooking>[0] = {}) =>
  makeBooking({ _id: 'job-1', status: 'in-transit', milestone: 'out-for-delivery', version: 9, trackingNumber: 'MX4F7K2P9QZ8T', ...extra });
const jobInStore = () => db.bookings.find((booking) => booking._id === 'job-1')!;
const attempt = (reason: 'no-one-home' | 'refused', at = '2026-12-01T10:00:00.000Z') => ({ at, reason, hasPhoto: false });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openCouldNotDeliver(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Could not deliver' }));
  return screen.getByRole('group', { name: /Why could you not deliver/ });
}

describe('driver: could not deliver', () => {
  it('when no reason is chosen, or "Other" has no note, then nothing is sent and the field says why; with a note the attempt is sent and the job can go out again', async () => {
    connection();
    assignDriverJobs(out());
    const calls = recordRequests();
    renderDriver('/driver/jobs/job-1');
    const user = userEvent.setup();
    const reasons = await openCouldNotDeliver(user);
    expect(screen.getByText('This is attempt 1 of 3.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record failed attempt' }));
    expect(screen.getByText('Choose why the delivery failed')).toBeInTheDocument();
    await user.click(within(reasons).getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Record failed attempt' }));
    expect(screen.getByLabelText(/^Note/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Say what happened in the note')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText(/^Note/), 'Gate locked');
    await user.click(screen.getByRole('button', { name: 'Record failed attempt' }));

    expect(await screen.findByText('All updates sent.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ type: 'delivery-failed', version: 9, reason: 'other', note: 'Gate locked' });
    expect(jobInStore()).toMatchObject({ milestone: 'delivery-attempted', status: 'in-transit', version: 10 });
    // The job tells what happened and offers the way forward: out for delivery again.
    const earlier = await screen.findByRole('region', { name: 'Earlier attempts (1 of 3)' });
    expect(earlier).toHaveTextContent('1. Other');
    expect(earlier).toHaveTextContent('“Gate locked”');
    expect(screen.getByText('Delivery attempted', { selector: 'span' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Out for delivery' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Could not deliver' })).not.toBeInTheDocument();
  });

  it('when offline, then the attempt waits on the phone with its photo, the job already reads Delivery attempted, and it is sent once back online', async () => {
    const phone = connection();
    stubCanvas();
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000, close: () => undefined }));
    assignDriverJobs(out());
    const calls = recordRequests();
    renderDriver('/driver/jobs/job-1');
    const user = userEvent.setup();
    const reasons = await openCouldNotDeliver(user);
    phone.setOnline(false);
    await user.click(within(reasons).getByRole('radio', { name: 'No one was home' }));
    await user.upload(screen.getByLabelText('Take a photo', { selector: 'input' }), new File(['door'], 'door.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'Photo of the failed attempt' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record failed attempt' }));

    expect(await screen.findByRole('region', { name: '1 update waiting to be sent' })).toHaveTextContent('Delivery failed · MX-4F7K2-P9QZ8T');
    expect(await screen.findByRole('region', { name: 'Earlier attempts (1 of 3)' })).toHaveTextContent('1. No one was home');
    expect(screen.getByRole('button', { name: 'Out for delivery' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    phone.setOnline(true);
    expect(await screen.findByText('All updates sent.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ type: 'delivery-failed', version: 9, reason: 'no-one-home', photo: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==' });
    expect(jobInStore().deliveryAttempts).toEqual([expect.objectContaining({ reason: 'no-one-home', hasPhoto: true })]);
  });

  it('when two attempts already failed, then the form warns this is the last, and after it the job is returned to sender with nothing left to do', async () => {
    connection();
    assignDriverJobs(out({ deliveryAttempts: [attempt('no-one-home'), attempt('refused', '2026-12-02T10:00:00.000Z')] }));
    renderDriver('/driver/jobs/job-1');
    const user = userEvent.setup();
    expect(await screen.findByRole('region', { name: 'Earlier attempts (2 of 3)' })).toBeInTheDocument();
    const reasons = await openCouldNotDeliver(user);
    expect(screen.getByText('This is the last attempt: after 3 failed attempts the shipment goes back to the sender.')).toBeInTheDocument();
    await user.click(within(reasons).getByRole('radio', { name: 'Delivery refused' }));
    await user.click(screen.getByRole('button', { name: 'Record failed attempt' }));

    expect(await screen.findByText('Returned to sender after 3 failed attempts. Bring the shipment back to the depot.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your next step' })).not.toBeInTheDocument();
    expect(jobInStore()).toMatchObject({ status: 'returned', milestone: 'returned' });
    expect(screen.getAllByText('Returned to sender').length).toBeGreaterThan(0);
  });
});
