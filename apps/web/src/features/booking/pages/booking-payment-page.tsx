import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney, INVOICE_TERMS_DAYS, PAYMENT_NEXT_STEP_LABELS, QUOTE_LABELS, routeLabel, toCents, type Payment, type PaymentMethod, type PaymentRequest } from '@meridian/contracts';
import { CreditCard, FileText, Loader2, Lock, Receipt, Wallet } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useBookingRights } from '../../../api/organization';
import { useAuthenticatePayment, usePayBooking } from '../api/payments';
import { ViewerNotice } from '../../../components/organization/viewer-notice';
import { useBookingQuote } from '../api/quotes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { messageOr } from '../../../lib/api-client';
import { confirmationPath, quotationPath } from '../../../lib/money-links';
import { useAuth } from '../../../lib/session';
import { useLater } from '../../../lib/use-later';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthenticationDialog } from '../components/authentication-dialog';
import { BookingCard } from '../components/booking-card';
import { SettledBookingNotice } from '../components/settled-booking-notice';
import { CardFields, TestCardsHint } from '../components/card-fields';
import { cardFormSchema, emptyCard, toCardInput, type CardFormValues } from '../lib/card-form';
import { BOOKING_NOT_FOUND_NOTICE, bookingIdFrom, isMissing, NO_BOOKING_NOTICE } from '../lib/money-flow';
import { EMAIL_NOT_VERIFIED_NOTICE, keepsKeyAfter, mayUseInvoiceTerms, newIdempotencyKey, paymentFailureHelp, paymentFailureHelpFor, paymentFailureMessage, type PaymentFailureHelp } from '../lib/payment-attempt';

// 2 s redirect after success. The original app's 3 s simulated processing is now the real request's time.
export const REDIRECT_MS = 2000;

type Phase = 'idle' | 'processing' | 'authenticating' | 'success' | 'failure';

const METHODS: { value: PaymentMethod; label: string; hint: string; Icon: typeof CreditCard }[] = [
  { value: 'card', label: 'Credit or debit card', hint: 'Visa, Mastercard, American Express', Icon: CreditCard },
  { value: 'paypal', label: 'PayPal', hint: 'Pay with your PayPal balance or linked bank', Icon: Wallet },
  { value: 'invoice', label: `Pay by invoice (due in ${INVOICE_TERMS_DAYS} days)`, hint: 'For verified business accounts', Icon: FileText },
];

const cardResolver = zodResolver(cardFormSchema);

/** Needs a booking (its stored quote is the price), else back to /booking/request with the reason. */
export function BookingPaymentPage() {
  usePageTitle('Payment');
  const [search] = useSearchParams();
  const bookingId = bookingIdFrom(search, useLocation().state);
  // Decision 0055: a viewer gets the reason, never a card form; their quote is not even asked for.
  const rights = useBookingRights();
  const query = useBookingQuote(rights.settled && rights.mayBook ? bookingId : '');
  const { user } = useAuth();
  const navigate = useNavigate();
  const later = useLater();
  const pay = usePayBooking(bookingId);
  const authenticate = useAuthenticatePayment();
  const card = useForm<CardFormValues>({ resolver: cardResolver, mode: 'onTouched', defaultValues: emptyCard });
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [help, setHelp] = useState<PaymentFailureHelp | null>(null);
  const [pending3ds, setPending3ds] = useState<Payment | null>(null);
  const attemptKey = useRef<string | null>(null);

  if (!rights.mayBook) {
    return (
      <div className="min-h-screen bg-slate-50">
        <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6">
          <h1 className="text-3xl font-bold text-slate-900">Payment</h1>
          <ViewerNotice backTo={bookingId ? `/bookings/${bookingId}` : '/bookings'} />
        </div>
      </div>
    );
  }
  if (!bookingId) return <Navigate to="/booking/request" replace state={{ notice: NO_BOOKING_NOTICE }} />;
  if (query.isError && isMissing(query.error)) return <Navigate to="/booking/request" replace state={{ notice: BOOKING_NOT_FOUND_NOTICE }} />;
  const booking = query.data;
  const quote = booking?.quote;

  const succeed = (payment: Payment) => {
    setPhase('success');
    later(() => navigate(confirmationPath(bookingId, payment._id)), REDIRECT_MS);
  };
  const fail = (error: unknown, help: PaymentFailureHelp | null = paymentFailureHelp(error)) => {
    if (!keepsKeyAfter(error)) attemptKey.current = null;
    setFailure(paymentFailureMessage(error));
    setHelp(help);
    setPhase('failure');
  };
  const settle = (payment: Payment) => {
    if (payment.status === 'requires_authentication') {
      setPending3ds(payment);
      setPhase('authenticating');
    } else if (payment.status === 'failed') {
      fail(null);
    } else {
      succeed(payment);
    }
  };

  const send = async (request: PaymentRequest) => {
    setFailure(null);
    setHelp(null);
    setPhase('processing');
    attemptKey.current ??= newIdempotencyKey();
    try {
      settle(await pay.mutateAsync({ request, idempotencyKey: attemptKey.current }));
    } catch (error) {
      fail(error);
    }
  };

  const submit = () => {
    if (phase === 'processing' || phase === 'success') return;
    if (method === 'card') {
      void card.handleSubmit((values) => send({ method: 'card', card: toCardInput(values) }))();
    } else {
      void send({ method } as PaymentRequest);
    }
  };

  // A refused card: clear the card form and start over on a fresh attempt.
  const useAnotherCard = () => {
    card.reset(emptyCard);
    setHelp(null);
    setFailure(null);
    setPhase('idle');
    card.setFocus('number');
  };

  const decide = async (approve: boolean) => {
    if (!pending3ds) return;
    try {
      const payment = await authenticate.mutateAsync({ paymentId: pending3ds._id, approve });
      setPending3ds(null);
      if (payment.status === 'succeeded') succeed(payment);
      else fail(null, paymentFailureHelpFor('authentication_failed'));
    } catch (error) {
      setPending3ds(null);
      fail(error);
    }
  };

  const busy = phase === 'processing' || phase === 'authenticating' || phase === 'success';
  const invoiceAllowed = booking ? mayUseInvoiceTerms(booking, user) : false;
  const methods = METHODS.filter((m) => m.value !== 'invoice' || invoiceAllowed);
  const amountDue = quote ? formatMoney(toCents(quote.amountDue), quote.currency) : '';
  const payLabel = method === 'invoice' ? 'Place on invoice terms' : `Pay ${amountDue}`;
  // A refused card is never retried as it was: the primary action clears the form for another card. Anything else
  // (the provider could not decide, or no answer came) is the same payment tried again.
  const anotherCard = phase === 'failure' && help?.next === 'another-card' && method === 'card';
  const failureAction = anotherCard ? PAYMENT_NEXT_STEP_LABELS['another-card'] : help ? PAYMENT_NEXT_STEP_LABELS['try-again'] : 'Retry Payment';

  return (
    <div className="min-h-screen bg-slate-50">
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6">
        <header>
          <h1 className="text-3xl font-bold text-slate-900">Payment</h1>
          {booking && <p className="mt-2 text-slate-700">{routeLabel(booking, { arrow: true })}</p>}
        </header>
        {query.isPending && (
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" /> Loading your quote...
          </p>
        )}
        {query.isError && (
          <Alert tone="error" action={<Button variant="secondary" onClick={() => void query.refetch()}>Try again</Button>}>
            {messageOr(query.error, 'We could not load this booking. Please try again.')}
          </Alert>
        )}
        {booking && quote && booking.paymentStatus !== 'unpaid' && phase !== 'success' && (
          <SettledBookingNotice booking={booking} />
        )}
        {booking && quote && (booking.paymentStatus === 'unpaid' || phase === 'success') && (
          <>
            <BookingCard title="Order summary" icon={<Receipt aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
              <p className="flex items-baseline justify-between gap-4">
                <span className="text-slate-700">{phase === 'success' ? QUOTE_LABELS.amountPaid : QUOTE_LABELS.amountDue}</span>
                <strong className="text-2xl text-slate-900 tabular-nums" data-testid="payment-amount">
                  {amountDue}
                </strong>
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {`${QUOTE_LABELS.subtotal} ${formatMoney(toCents(quote.total), quote.currency)} + Tax (${quote.taxRatePercent}%) ${formatMoney(toCents(quote.tax), quote.currency)}`} · delivery in{' '}
                {quote.estimatedDays} days ·{' '}
                <Link to={quotationPath(booking._id)} className="font-semibold text-blue-800 underline">
                  See the quote
                </Link>
              </p>
            </BookingCard>
            {user && user.emailVerified === false && (
              // Decision 0023: an unverified e-mail may book but not pay; the API answers 403 until it is verified.
              <Alert tone="info">{EMAIL_NOT_VERIFIED_NOTICE}</Alert>
            )}
            <BookingCard title="Payment method" icon={<Lock aria-hidden="true" className="h-5 w-5 text-blue-700" />}>
              <fieldset disabled={busy}>
                <legend className="sr-only">Payment method</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {methods.map(({ value, label, hint, Icon }) => (
                    <label
                      key={value}
                      className={`flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600 ${
                        value === 'invoice' ? 'sm:col-span-2' : ''
                      } ${
                        method === value ? 'border-blue-700 bg-blue-50' : 'border-slate-200 bg-white hover:border-slate-300'
                      }`}
                    >
                      <input type="radio" name="method" value={value} checked={method === value} onChange={() => setMethod(value)} className="mt-1 accent-blue-700" />
                      <span>
                        <span className="flex items-center gap-2 font-semibold text-slate-900">
                          <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                          {label}
                        </span>
                        <span className="mt-1 block text-sm text-slate-700">{hint}</span>
                      </span>
                    </label>
                  ))}
                </div>
                {!invoiceAllowed && (
                  <p className="mt-3 text-sm text-slate-700">
                    {booking.customerType === 'Business'
                      ? `Pay by invoice (due in ${INVOICE_TERMS_DAYS} days) opens once your company is verified.`
                      : `Pay by invoice (due in ${INVOICE_TERMS_DAYS} days) is for Business bookings of verified companies.`}
                  </p>
                )}
                {method === 'card' && (
                  <form
                    className="mt-5 space-y-5"
                    noValidate
                    onSubmit={(event) => {
                      event.preventDefault();
                      submit();
                    }}
                  >
                    <CardFields form={card} />
                    <TestCardsHint />
                  </form>
                )}
                {method === 'paypal' && <p className="mt-5 text-sm text-slate-700">You confirm the payment with PayPal (sandbox: approved at once).</p>}
                {method === 'invoice' && (
                  <p className="mt-5 text-sm text-slate-700">{`We issue the invoice now; it is due in ${INVOICE_TERMS_DAYS} days. Nothing is charged today.`}</p>
                )}
              </fieldset>
              {/* A failure the provider explained leads with its reason (contracts: PAYMENT_FAILURE_MESSAGES). */}
              {phase === 'failure' && help ? (
                <Alert tone="error" className="mt-4" title={help.message}>
                  <span data-testid="payment-failure-help" data-code={help.code}>
                    {help.hint}
                  </span>
                </Alert>
              ) : (
                phase === 'failure' &&
                failure && (
                  <Alert tone="error" className="mt-4">
                    {failure}
                  </Alert>
                )
              )}
              {phase === 'success' && (
                <Alert tone="success" className="mt-4">
                  {method === 'invoice' ? 'Invoice issued! Redirecting...' : 'Payment successful! Redirecting...'}
                </Alert>
              )}
              <Button className="mt-6 w-full" onClick={anotherCard ? useAnotherCard : submit} disabled={busy}>
                {phase === 'processing' && <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" />}
                {phase === 'processing' ? 'Processing...' : phase === 'failure' ? failureAction : payLabel}
              </Button>
            </BookingCard>
          </>
        )}
        <AuthenticationDialog payment={pending3ds} busy={authenticate.isPending} onDecide={(approve) => void decide(approve)} />
      </div>
    </div>
  );
}
