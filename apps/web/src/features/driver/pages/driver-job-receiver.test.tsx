import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../../test/session';
import { DRIVER_COPY } from '../../../content/driver';
import { assignDriverJobs, makeBooking, renderDriver } from '../testing/driver-test-kit';

// Decision 0112: the receiver's window and instructions travel with the job, so the driver knows when and how.

describe('the driver job shows what the receiver asked for', () => {
  it('when the receiver chose a window and left instructions, then the job and its card show them', async () => {
    const job = makeBooking({
      _id: 'job-1',
      status: 'in-transit',
      milestone: 'picked-up',
      deliveryWindow: { date: '2099-05-04', from: '12:00', to: '16:00' },
      deliveryInstructions: 'Side gate, code 4711',
    });
    assignDriverJobs(job);
    renderDriver('/driver/jobs/job-1');
    const facts = await screen.findByTestId('receiver-preferences');
    expect(facts).toHaveTextContent('Delivery window: Mon, May 4, 12:00-16:00');
    expect(facts).toHaveTextContent("Receiver's instructions: Side gate, code 4711");
  });

  it('when the receiver set nothing, then there is no such block', async () => {
    assignDriverJobs(makeBooking({ _id: 'job-1', status: 'in-transit', milestone: 'picked-up' }));
    renderDriver('/driver/jobs/job-1');
    expect(await screen.findByRole('region', { name: 'Your next step' })).toBeInTheDocument();
    expect(screen.queryByTestId('receiver-preferences')).not.toBeInTheDocument();
  });

  it('when the receiver changes the window after the job was opened, then the refused tap says so, the job shows the new window, and the next tap goes out', async () => {
    const job = makeBooking({ _id: 'job-1', status: 'in-transit', milestone: 'picked-up', version: 3, deliveryWindow: { date: '2099-05-04', from: '08:00', to: '12:00' } });
    assignDriverJobs(job);
    renderDriver('/driver/jobs/job-1');
    expect(await screen.findByTestId('receiver-preferences')).toHaveTextContent('08:00-12:00');

    // The receiver picks another window through their link: the booking moves on to version 4 on the server.
    Object.assign(db.bookings[0]!, { version: 4, deliveryWindow: { date: '2099-05-04', from: '12:00', to: '16:00' } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Out for delivery' }));
    await user.click(screen.getByRole('button', { name: 'Confirm: Out for delivery' }));

    expect(await screen.findByText(/changed by someone else/)).toBeInTheDocument();
    expect(screen.getByText(DRIVER_COPY.attentionHint)).toBeInTheDocument();
    expect(await screen.findByText(/12:00-16:00/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Out for delivery' }));
    await user.click(screen.getByRole('button', { name: 'Confirm: Out for delivery' }));
    const step = await screen.findByRole('region', { name: 'Your next step' });
    expect(await within(step).findByRole('button', { name: 'Delivered' })).toBeInTheDocument();
    expect(db.bookings[0]!.milestone).toBe('out-for-delivery');
  });
});
