import { formatTrackingNumber } from '@meridian/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBooking, makeQuotedBooking } from '../../../mocks/fixtures/booking';
import { makePayment } from '../../../mocks/fixtures/payment';
import { api, db, recordRequests, renderWithSession, server, signIn } from '../../../test/session';
import { BookingConfirmationPage } from './booking-confirmation-page';

const booking = makeBooking({
  _id: '6b03b8690e5835b2c1f76654',
  createdAt: '2026-11-20T15:00:00.000Z',
  vehicleType: 'air',
  fullNameOrBusiness: 'Acme Foods',
  email: 'ops@acme.example',
  cargoWeightKg: 12.5,
  quantity: 2,
  estimatedPickupDate: '2026-11-28',
  estimatedDeliveryDate: '2026-12-02',
});

function renderWith(state: unknown, url = '/booking/confirmation') {
  signIn('customer');
  return renderWithSession(
    <MemoryRouter initialEntries={[{ pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state }]}>
      <Routes>
        <Route path="/booking/confirmation" element={<BookingConfirmationPage />} />
        <Route path="/bookings/:id" element={<p>booking detail</p>} />
        <Route path="/booking/quotation" element={<p>quotation</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('booking confirmation', () => {
  it('names the booking by its tracking number only: no database id, long or short (decision 0044)', () => {
    const { container } = renderWith({ booking });
    const formatted = formatTrackingNumber(booking.trackingNumber!);
    expect(screen.getByTestId('tracking-number')).toHaveTextContent(formatted);
    expect(screen.getAllByText(formatted).length).toBeGreaterThanOrEqual(2);
    expect(container.textContent).not.toContain(booking._id);
    expect(container.textContent).not.toContain(booking._id.slice(-8));
    expect(screen.queryByText('Booking ID')).not.toBeInTheDocument();
  });

  it('when Copy is pressed, then the tracking number as shown goes to the clipboard', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWith({ booking });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy tracking number' })));
    expect(writeText).toHaveBeenCalledWith(formatTrackingNumber(booking.trackingNumber!));
  });

  it('offers View Booking, which opens the booking just created', () => {
    renderWith({ booking });
    fireEvent.click(screen.getByRole('link', { name: 'View Booking' }));
    expect(screen.getByText('booking detail')).toBeInTheDocument();
  });

  it('shows pickup and delivery as short US dates of the calendar day, whatever the stored form; N/A when missing', () => {
    const legacy = { ...booking, estimatedPickupDate: '2026-03-05T00:00:00.000Z', estimatedDeliveryDate: undefined };
    const first = renderWith({ booking });
    expect(screen.getByText('Nov 28, 2026')).toBeInTheDocument();
    expect(screen.getByText('Dec 2, 2026')).toBeInTheDocument();
    first.unmount();
    renderWith({ booking: legacy });
    expect(screen.getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  it('when shown, then the tracking number reads in groups and Copy puts it on the clipboard (decision 0018)', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWith({ booking });
    expect(screen.getByTestId('tracking-number')).toHaveTextContent('MX-4F7K2-P9QZ8T');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy tracking number' })));
    expect(writeText).toHaveBeenCalledWith('MX-4F7K2-P9QZ8T');
  });

  it('when Share Tracking Info is pressed without the Web Share API, then the /track link is copied and it says Link copied', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderWith({ booking });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share Tracking Info' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/track/MX-4F7K2-P9QZ8T`);
    expect(screen.getByText('Link copied')).toBeInTheDocument();
  });

  it('when the Web Share API exists, then the share sheet gets the /track link and nothing is copied', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    renderWith({ booking });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share Tracking Info' })));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/track/MX-4F7K2-P9QZ8T` }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByText('Link shared')).toBeInTheDocument();
  });
});

describe('booking confirmation with a payment (decision 0032)', () => {
  const paid = makeQuotedBooking({ paymentStatus: 'paid', invoiceId: '6d0000000000000000000001' });
  const payment = makePayment({ bookingId: paid._id });

  it('when opened from its URL, then it loads the booking and the payment and shows the amount and card, and no database id', async () => {
    db.bookings = [paid];
    db.payments = [payment];
    renderWith(null, `/booking/confirmation?booking=${paid._id}&payment=${payment._id}`);
    expect(await screen.findByTestId('payment-status')).toHaveTextContent('Paid');
    expect(document.body.textContent).not.toMatch(/[0-9a-f]{24}/);
    expect(screen.getByText('$1,135.62')).toBeInTheDocument();
    expect(screen.getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', '/invoice/6d0000000000000000000001');
    expect(screen.queryByRole('link', { name: 'View quote & pay' })).not.toBeInTheDocument();
  });

  it('when Download Receipt is pressed, then the receipt PDF is fetched with the token and saved under the server name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    db.bookings = [paid];
    db.payments = [payment];
    server.use(
      http.get(
        api('/payments/:id/receipt'),
        () => new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="receipt-INV-2026-000123.pdf"' } }),
      ),
    );
    const calls = recordRequests();
    renderWith(null, `/booking/confirmation?booking=${paid._id}&payment=${payment._id}`);
    const button = await screen.findByRole('button', { name: 'Download Receipt' });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const receipt = calls.find((c) => c.path.endsWith('/receipt'))!;
    expect(receipt.path).toBe(`/payments/${payment._id}/receipt`);
    expect(receipt.headers.authorization).toBe('Bearer test-token');
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe('receipt-INV-2026-000123.pdf');
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('when the booking is unpaid, then View quote & pay leads to its quotation', async () => {
    const unpaid = makeQuotedBooking();
    db.bookings = [unpaid];
    renderWith(null, `/booking/confirmation?booking=${unpaid._id}`);
    fireEvent.click(await screen.findByRole('link', { name: 'View quote & pay' }));
    expect(screen.getByText('quotation')).toBeInTheDocument();
  });
});
