import { screen, waitFor, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession, signIn } from '../../../../test/session';
import { makeOpsBooking } from '../../testing/ops-test-kit';
import { DeliverForm } from './deliver-form';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => {
  // jsdom has no 2D canvas: every drawing call is accepted and ignored.
  const context = new Proxy({}, { get: () => vi.fn(), set: () => true });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderDeliver() {
  const onSubmit = vi.fn();
  signIn('operator');
  renderWithSession(<DeliverForm booking={makeOpsBooking({ milestone: 'out-for-delivery', status: 'in-transit', version: 9 })} pending={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
  return onSubmit;
}

describe('deliver form', () => {
  it('when the receiver has not signed, then the signature is asked for and nothing is sent', async () => {
    const onSubmit = renderDeliver();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Receiver’s printed name/), 'Rex Receiver');
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));

    expect(await screen.findByText('Signature is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when the receiver signs, then the deliver event carries the name and the PNG signature', async () => {
    const onSubmit = renderDeliver();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Receiver’s printed name/), 'Rex Receiver');
    const pad = screen.getByRole('img', { name: /signature/i });
    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 5, clientY: 5 });
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: 50, clientY: 30 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ type: 'deliver', version: 9, receiverName: 'Rex Receiver', signature: PNG });
  });

  it('when the operator also gives a place and a note, then the deliver event carries them, and the name field shows the booked receiver', async () => {
    const onSubmit = renderDeliver();
    const user = userEvent.setup();
    expect(screen.getByLabelText(/Receiver’s printed name/)).toHaveAttribute('placeholder', expect.stringMatching(/^Booked receiver: /));
    await user.type(screen.getByLabelText(/Receiver’s printed name/), '  Rex Receiver ');
    const pad = screen.getByRole('img', { name: /signature/i });
    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 5, clientY: 5 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    await user.type(screen.getByLabelText(/Place/), 'Loading dock B');
    await user.type(screen.getByLabelText(/Note/), 'Left with security');
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      type: 'deliver',
      version: 9,
      receiverName: 'Rex Receiver',
      signature: PNG,
      location: { place: 'Loading dock B' },
      note: 'Left with security',
    });
  });
});
