import type { Booking, Quote } from '@meridian/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingPaymentPage, PROCESSING_MS, REDIRECT_MS } from './booking-payment-page';
import { BookingQuotationPage, QUOTE_MS } from './booking-quotation-page';

const booking = {
  _id: '6b03b8690e5835b2c1f76654',
  vehicleType: 'air',
  goodsType: 'Electronics',
  cargoWeightKg: 10,
  pickupLocation: { address: '1 Dock Street', city: 'Baltimore', state: 'MD' },
  dropoffLocation: { address: '9 Market Road', city: 'Boston', state: 'MA' },
} as unknown as Booking;
const quote: Quote = { basePrice: 85, insurance: 2, handling: 25, total: 112, estimatedDays: '1-2', currency: 'USD' };

function Landing() {
  const state = useLocation().state as Record<string, unknown> | null;
  return <p>landed with {Object.keys(state ?? {}).join(',') || 'nothing'}</p>;
}

function renderAt(path: string, state: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path="/booking/quotation" element={<BookingQuotationPage />} />
        <Route path="/booking/payment" element={<BookingPaymentPage />} />
        <Route path="/booking/request" element={<p>wizard</p>} />
        <Route path="/booking/confirmation" element={<Landing />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('quotation (spec 2, 4, 9)', () => {
  it('when the booking arrives, then it calculates for 2 s and shows the spec formula for air freight', () => {
    renderAt('/booking/quotation', { booking });
    expect(screen.getByRole('status')).toHaveTextContent('Calculating your quote...');
    act(() => vi.advanceTimersByTime(QUOTE_MS));
    // 10 kg by air: 10 x 8.5 = 85 base, 2% insurance = 2 (rounded), handling 25, total 112, 1-2 days.
    expect(screen.getByText('85.00 USD')).toBeInTheDocument();
    expect(screen.getByText('2.00 USD')).toBeInTheDocument();
    expect(screen.getByText('112.00 USD')).toBeInTheDocument();
    expect(screen.getByText(/Estimated delivery: 1-2 days/)).toBeInTheDocument();
    expect(screen.getByText('Baltimore, MD → Boston, MA')).toBeInTheDocument();
  });

  it('when Continue to Payment is pressed, then the payment page receives the booking and the quote', () => {
    renderAt('/booking/quotation', { booking });
    act(() => vi.advanceTimersByTime(QUOTE_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByText('112.00 USD')).toBeInTheDocument();
  });

  it('without a booking, then it returns to the wizard', () => {
    renderAt('/booking/quotation', null);
    expect(screen.getByText('wizard')).toBeInTheDocument();
  });
});

describe('payment (spec 4, 8, 9)', () => {
  it('when the simulated payment succeeds, then it says so and goes to the confirmation 2 s later with a payment id', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    renderAt('/booking/payment', { booking, quote });
    fireEvent.click(screen.getByRole('button', { name: 'Pay 112.00 USD' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(PROCESSING_MS));
    expect(screen.getByRole('status')).toHaveTextContent('Payment successful! Redirecting...');
    act(() => vi.advanceTimersByTime(REDIRECT_MS));
    expect(screen.getByText('landed with booking,paymentId')).toBeInTheDocument();
  });

  it('when it fails, then the spec message shows and Retry Payment tries again', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.9);
    renderAt('/booking/payment', { booking, quote });
    fireEvent.click(screen.getByLabelText(/PayPal/));
    fireEvent.click(screen.getByRole('button', { name: 'Pay 112.00 USD' }));
    act(() => vi.advanceTimersByTime(PROCESSING_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('There was an issue processing your payment. Please try again.');
    random.mockReturnValue(0.5);
    fireEvent.click(screen.getByRole('button', { name: 'Retry Payment' }));
    act(() => vi.advanceTimersByTime(PROCESSING_MS));
    expect(screen.getByRole('status')).toHaveTextContent('Payment successful!');
  });

  it('without a quote, then it returns to the wizard', () => {
    renderAt('/booking/payment', { booking });
    expect(screen.getByText('wizard')).toBeInTheDocument();
  });
});
