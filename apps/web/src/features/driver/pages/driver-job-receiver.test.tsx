import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
