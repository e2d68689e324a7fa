import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBooking } from '../../mocks/fixtures/booking';
import { api, recordRequests, refused, renderWithSession, server, signIn } from '../../test/session';
import { PrintLabelsButton } from './print-labels-button';

const booking = makeBooking();
const pieces = booking.pieces ?? [];

describe('PrintLabelsButton', () => {
  let click: ReturnType<typeof vi.spyOn>;
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    signIn('customer');
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:labels');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('when Print labels is pressed, then the PDF is fetched with the token and saved as labels-<tracking number>.pdf', async () => {
    expect(pieces.length).toBeGreaterThan(1);
    const calls = recordRequests();
    renderWithSession(<PrintLabelsButton booking={booking} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: `Print labels (${pieces.length})` })));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = calls.find((c) => c.path === `/bookings/${booking._id}/labels.pdf`);
    expect(call?.headers.authorization).toBe('Bearer test-token');
    expect(call?.headers.accept).toBe('application/pdf');
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(`labels-${booking.trackingNumber}.pdf`);
  });

  it('when the ZPL link is pressed, then the ZPL is fetched and saved as labels-<tracking number>.zpl', async () => {
    const calls = recordRequests();
    renderWithSession(<PrintLabelsButton booking={booking} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ZPL for thermal printers' })));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.find((c) => c.path === `/bookings/${booking._id}/labels.zpl`)?.headers.accept).toBe('application/zpl');
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(`labels-${booking.trackingNumber}.zpl`);
  });

  it('when the API refuses, then its message shows and the buttons work again', async () => {
    server.use(http.get(api('/bookings/:id/labels.pdf'), () => refused(404, 'Booking not found')));
    renderWithSession(<PrintLabelsButton booking={booking} />);
    const button = screen.getByRole('button', { name: `Print labels (${pieces.length})` });
    await act(async () => fireEvent.click(button));
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking not found');
    expect(button).toBeEnabled();
    expect(click).not.toHaveBeenCalled();
  });

  it('when the booking has one piece, then the button says Print label; with none, nothing shows', () => {
    const { unmount } = renderWithSession(<PrintLabelsButton booking={{ ...booking, pieces: pieces.slice(0, 1) }} />);
    expect(screen.getByRole('button', { name: 'Print label' })).toBeInTheDocument();
    unmount();
    renderWithSession(<PrintLabelsButton booking={{ ...booking, pieces: [] }} />);
    expect(screen.queryByRole('button', { name: /Print label/ })).not.toBeInTheDocument();
  });
});
