import { MESSAGES, QUOTE_LABELS, SANDBOX_TEST_CARDS, VIEWER_CANNOT_BOOK } from '@meridian/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQuotedBooking } from '../../../mocks/fixtures/booking';
import { makeOrganization } from '../../../mocks/fixtures/organization';
import { makePayment } from '../../../mocks/fixtures/payment';
import { api, db, ok, recordRequests, refused, renderWithSession, server, signIn } from '../../../test/session';
import { BookingPaymentPage, REDIRECT_MS } from './booking-payment-page';
import { BookingQuotationPage } from './booking-quotation-page';

const booking = makeQuotedBooking();
const bookingPath = `/bookings/${booking._id}`;

function Landing() {
  const { pathname, search, state } = useLocation();
  return (
    <p>
      landed at {pathname}
      {search} {(state as { notice?: string } | null)?.notice}
    </p>
  );
}

function renderAt(url: string) {
  return renderWithSession(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/booking/quotation" element={<BookingQuotationPage />} />
        <Route path="/booking/payment" element={<BookingPaymentPage />} />
        <Route path="/booking/request" element={<Landing />} />
        <Route path="/booking/confirmation" element={<Landing />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A signed-in customer whose bookings are `bookings`; nothing more is asked of the mock API. */
function seed(...bookings: ReturnType<typeof makeQuotedBooking>[]) {
  signIn('customer');
  db.bookings = bookings;
}

/** The quoted booking is stored; paying it and authenticating a payment answer as `pay` says. */
function stubMoney(pay: (request: Request) => Response = () => ok(makePayment())) {
  seed(booking);
  server.use(
    http.post(api('/bookings/:id/payments'), ({ request }) => pay(request)),
    http.post(api('/payments/:id/authenticate'), ({ request }) => pay(request)),
  );
  return recordRequests();
}

const paymentFailed = (status: number, code: string) => refused(status, MESSAGES.payment.failed, { code });

async function fillCard(number: string, { expiry = '12/30', cvc = '123', name = 'Amara Nwosu' } = {}) {
  fireEvent.change(await screen.findByLabelText(/Card number/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: expiry } });
  fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: cvc } });
  fireEvent.change(screen.getByLabelText(/Name on card/), { target: { value: name } });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('quotation (decision 0032)', () => {
  it('when the booking is quoted, then it shows the stored quote for 402.6 kg by truck with tax and amount due, in dollars', async () => {
    const calls = stubMoney();
    renderAt(`/booking/quotation?booking=${booking._id}`);
    expect(screen.getByRole('status')).toHaveTextContent('Calculating your quote...');
    const breakdown = await screen.findByTestId('quote-breakdown');
    // 402.6 kg ground: 1,006.50 base, 2% insurance 20.13 rounded to 20, handling 25, total 1,051.50, tax 8% 84.12.
    expect(breakdown).toHaveTextContent('Base price$1,006.50');
    expect(breakdown).toHaveTextContent(`${QUOTE_LABELS.insurance}$20.00`);
    expect(breakdown).toHaveTextContent('Handling$25.00');
    // The formula's total is before tax: a subtotal (decision 0044).
    expect(breakdown).toHaveTextContent(`${QUOTE_LABELS.subtotal}$1,051.50`);
    expect(breakdown).not.toHaveTextContent(/Total/);
    expect(breakdown).toHaveTextContent('Tax (8%)$84.12');
    expect(screen.getByTestId('amount-due')).toHaveTextContent('$1,135.62');
    expect(screen.getByText('402.6 kg')).toBeInTheDocument();
    // The estimate is the chosen delivery date (Dec 1 to Dec 4 by road), not a fixed '3-5 days' beside it.
    expect(screen.getByText('Estimated delivery: Dec 4, 2099, 3 days after pickup.')).toBeInTheDocument();
    expect(screen.queryByText(/usually takes/)).not.toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: `${bookingPath}/quote` }));
  });

  it('when the chosen dates are one day apart, then the estimate says so and, by road, that road usually takes 3-5 days; by air it does not', async () => {
    seed(makeQuotedBooking({ estimatedDeliveryDate: '2099-12-02' }));
    const first = renderAt(`/booking/quotation?booking=${booking._id}`);
    expect(await screen.findByText('Estimated delivery: Dec 2, 2099, 1 day after pickup.')).toBeInTheDocument();
    expect(screen.getByText('Road Truck usually takes 3-5 days; these dates allow 1 day.')).toBeInTheDocument();
    first.unmount();
    seed(makeQuotedBooking({ estimatedDeliveryDate: '2099-12-02', vehicleType: 'air' }));
    renderAt(`/booking/quotation?booking=${booking._id}`);
    expect(await screen.findByText('Estimated delivery: Dec 2, 2099, 1 day after pickup.')).toBeInTheDocument();
    expect(screen.queryByText(/usually takes/)).not.toBeInTheDocument();
  });

  it('when the volume outweighs the cargo, then the chargeable weight says volumetric', async () => {
    const bulky = makeQuotedBooking({ cargoWeightKg: 10, dimensions: { length: 100, width: 100, height: 100 } });
    seed(bulky);
    renderAt(`/booking/quotation?booking=${bulky._id}`);
    expect(await screen.findByText('200 kg (volumetric; actual 10 kg)')).toBeInTheDocument();
    expect(screen.getByText('100 × 100 × 100 cm')).toBeInTheDocument();
  });

  it('when Continue to Payment is pressed, then the payment page opens for the same booking id', async () => {
    stubMoney();
    renderAt(`/booking/quotation?booking=${booking._id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent('$1,135.62');
  });

  it('without a booking id, then it returns to the wizard and says why', () => {
    stubMoney();
    renderAt('/booking/quotation');
    expect(screen.getByText(/landed at \/booking\/request/)).toHaveTextContent('Start with a booking');
  });

  it('when the booking does not exist, then it returns to the wizard and says so', async () => {
    seed();
    renderAt('/booking/quotation?booking=000000000000000000000000');
    expect(await screen.findByText(/landed at \/booking\/request/)).toHaveTextContent('We could not find that booking');
  });
});

describe('payment (decisions 0024 and 0032)', () => {
  it('when the card number is typed, then it is grouped, its brand shows, and a bad number, past expiry and short CVC are refused as typed', async () => {
    const calls = stubMoney();
    renderAt(`/booking/payment?booking=${booking._id}`);
    const number = await screen.findByLabelText(/Card number/);
    fireEvent.change(number, { target: { value: '378282246310005' } });
    expect(number).toHaveValue('3782 822463 10005');
    expect(screen.getByTestId('card-brand')).toHaveTextContent('American Express');
    expect(screen.getByLabelText(/CVC/)).toHaveAttribute('maxLength', '4');
    fireEvent.change(number, { target: { value: '4242424242424241' } });
    expect(screen.getByTestId('card-brand')).toHaveTextContent('Visa');
    fireEvent.blur(number);
    expect(await screen.findByText('Enter a valid card number')).toBeInTheDocument();
    const expiry = screen.getByLabelText(/Expiry/);
    fireEvent.change(expiry, { target: { value: '0120' } });
    expect(expiry).toHaveValue('01/20');
    fireEvent.blur(expiry);
    expect(await screen.findByText('The card has expired')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: '12' } });
    fireEvent.blur(screen.getByLabelText(/CVC/));
    expect(await screen.findByText('Enter the 3-digit security code')).toBeInTheDocument();
    fireEvent.change(number, { target: { value: SANDBOX_TEST_CARDS.succeeds } });
    await waitFor(() => expect(screen.queryByText('Enter a valid card number')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Pay $1,135.62' }));
    await screen.findByText('Name on card is required');
    expect(calls.filter((c) => c.path.endsWith('/payments'))).toHaveLength(0);
  });

  it('when the card is declined, then the page leads with the bank declining it and the primary action is Use another card, which clears the form; the next card is a new attempt', async () => {
    let answer = () => paymentFailed(402, 'card_declined');
    const calls = stubMoney(() => answer());
    renderAt(`/booking/payment?booking=${booking._id}`);
    await fillCard(SANDBOX_TEST_CARDS.declined);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $1,135.62' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Your bank declined this card/);
    expect(alert).not.toHaveTextContent(MESSAGES.payment.failed);
    expect(screen.queryByRole('button', { name: 'Retry Payment' })).not.toBeInTheDocument();
    const declined = calls.find((c) => c.path.endsWith('/payments'))!;
    expect(declined.body).toEqual({ method: 'card', card: { number: SANDBOX_TEST_CARDS.declined, expMonth: 12, expYear: 2030, cvc: '123', name: 'Amara Nwosu' } });

    fireEvent.click(screen.getByRole('button', { name: 'Use another card' }));
    for (const field of [/Card number/, /Expiry/, /CVC/, /Name on card/]) expect(screen.getByLabelText(field)).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/payments'))).toHaveLength(1);

    answer = () => ok(makePayment());
    await fillCard(SANDBOX_TEST_CARDS.succeeds);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $1,135.62' }));
    expect(await screen.findByText('Payment successful! Redirecting...')).toBeInTheDocument();
    const attempts = calls.filter((c) => c.path.endsWith('/payments'));
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.headers['idempotency-key']).not.toBe(attempts[0]!.headers['idempotency-key']);
    act(() => vi.advanceTimersByTime(REDIRECT_MS));
    expect(await screen.findByText(`landed at /booking/confirmation?booking=${booking._id}&payment=${makePayment()._id}`)).toBeInTheDocument();
  });

  it('when the card is refused as expired, then the page says so and Use another card clears the card for a new one (decision 0024)', async () => {
    const calls = stubMoney(() => paymentFailed(402, 'expired_card'));
    renderAt(`/booking/payment?booking=${booking._id}`);
    await fillCard(SANDBOX_TEST_CARDS.expiredCard);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $1,135.62' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This card has expired');
    fireEvent.click(screen.getByRole('button', { name: 'Use another card' }));
    expect(screen.getByLabelText(/Card number/)).toHaveValue('');
    expect(screen.getByLabelText(/CVC/)).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/payments'))).toHaveLength(1);
  });

  it('when the provider could not process the payment, then the page says nothing was charged and Try again sends it again', async () => {
    let answer = () => paymentFailed(502, 'processing_error');
    const calls = stubMoney(() => answer());
    renderAt(`/booking/payment?booking=${booking._id}`);
    await fillCard(SANDBOX_TEST_CARDS.processingError);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $1,135.62' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was charged; try again');
    expect(screen.queryByRole('button', { name: 'Use another card' })).not.toBeInTheDocument();
    answer = () => ok(makePayment());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Payment successful! Redirecting...')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/payments'))).toHaveLength(2);
  });

  it('when the network fails mid-payment, then Retry Payment sends the same Idempotency-Key (the server may have charged)', async () => {
    // The first attempt never gets an answer: the network fails (fetch rejects), as it does offline.
    let sent = 0;
    const calls = stubMoney(() => (++sent === 1 ? HttpResponse.error() : ok(makePayment())));
    renderAt(`/booking/payment?booking=${booking._id}`);
    fireEvent.click(await screen.findByLabelText(/PayPal/));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $1,135.62' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Retry Payment' }));
    expect(await screen.findByText('Payment successful! Redirecting...')).toBeInTheDocument();
    const attempts = calls.filter((c) => c.path.endsWith('/payments'));
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.headers['idempotency-key']).toBe(attempts[0]!.headers['idempotency-key']);
    expect(attempts[1]!.body).toEqual({ method: 'paypal' });
  });

  it('when the card asks for authentication, then the dialog confirms it; Fail authentication shows the failure, Complete succeeds', async () => {
    const waiting = makePayment({ status: 'requires_authentication', nextAction: { type: 'authenticate', message: 'Your bank asks you to confirm.' } });
    // The API answers a failed authentication with its code, as the sandbox provider does.
    let approveAnswer = () => paymentFailed(402, 'authentication_failed');
    const calls = stubMoney((request) => (request.url.endsWith('/authenticate') ? approveAnswer() : ok(waiting)));
    renderAt(`/booking/payment?booking=${booking._id}`);
    await fillCard(SANDBOX_TEST_CARDS.requiresAuthentication);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $1,135.62' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this payment' });
    expect(dialog).toHaveTextContent('Your bank asks you to confirm.');
    fireEvent.click(screen.getByRole('button', { name: 'Fail authentication' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bank could not confirm the payment');
    expect(calls).toContainEqual(expect.objectContaining({ path: `/payments/${waiting._id}/authenticate`, body: { approve: false } }));

    approveAnswer = () => ok(makePayment());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText('Payment successful! Redirecting...')).toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ path: `/payments/${waiting._id}/authenticate`, body: { approve: true } }));
  });

  it('when the booking is not a verified business one, then Pay by invoice is not offered and the screen says who may use it', async () => {
    const consumer = makeQuotedBooking({ customerType: 'Individual' });
    seed(consumer);
    renderAt(`/booking/payment?booking=${consumer._id}`);
    expect(await screen.findByText(/is for Business bookings of verified companies/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Pay by invoice/)).not.toBeInTheDocument();
  });

  it('when a verified business pays by invoice, then the invoice method is sent and the page says the invoice is issued', async () => {
    const calls = stubMoney(() => ok(makePayment({ method: 'invoice', status: 'pending', card: null, paidAt: null })));
    renderAt(`/booking/payment?booking=${booking._id}`);
    fireEvent.click(await screen.findByLabelText(/Pay by invoice \(due in 30 days\)/));
    fireEvent.click(screen.getByRole('button', { name: 'Place on invoice terms' }));
    expect(await screen.findByText('Invoice issued! Redirecting...')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/payments'))?.body).toEqual({ method: 'invoice' });
  });

  it('when the booking is already paid, then no pay button shows and the invoice is linked', async () => {
    const paid = makeQuotedBooking({ paymentStatus: 'paid', invoiceId: '6d0000000000000000000001' });
    seed(paid);
    renderAt(`/booking/payment?booking=${paid._id}`);
    expect(await screen.findByText('This booking is already paid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', '/invoice/6d0000000000000000000001');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });
});

describe('a viewer on the money screens (decision 0055)', () => {
  function stubViewer() {
    seed(booking);
    db.organization = makeOrganization({ id: 'org-1', name: 'Nwosu Fresh Foods', role: 'viewer' });
    return recordRequests();
  }

  it.each(['payment', 'quotation'])('when a viewer opens the %s page, then the reason shows, no card form or pay control, and no quote is asked for', async (page) => {
    const calls = stubViewer();
    renderAt(`/booking/${page}?booking=${booking._id}`);
    expect(await screen.findByText(VIEWER_CANNOT_BOOK)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the bookings' })).toHaveAttribute('href', bookingPath);
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay|Continue to Payment|Retry/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/quote') || c.path.endsWith('/payments'))).toEqual([]);
  });
});
