import type { Booking } from '@meridian/contracts';

// Where the booking flow's money screens live (decision 0032). The booking id travels in the URL so a reload keeps the page.
export const quotationPath = (bookingId: string) => `/booking/quotation?booking=${encodeURIComponent(bookingId)}`;
export const paymentPath = (bookingId: string) => `/booking/payment?booking=${encodeURIComponent(bookingId)}`;
export const confirmationPath = (bookingId: string, paymentId?: string) =>
  `/booking/confirmation?booking=${encodeURIComponent(bookingId)}${paymentId ? `&payment=${encodeURIComponent(paymentId)}` : ''}`;
export const invoicePath = (invoiceId: string) => `/invoice/${encodeURIComponent(invoiceId)}`;

/** 'View quote & pay' is offered while nothing is paid or on terms and the booking still runs. */
export function isAwaitingPayment(booking: Pick<Booking, 'paymentStatus' | 'status'>): boolean {
  return (booking.paymentStatus ?? 'unpaid') === 'unpaid' && booking.status !== 'cancelled';
}

export const VIEW_QUOTE_AND_PAY = 'View quote & pay';
// Decision 0083: an unpaid booking in the organization's list (imported ones included) says plainly what it waits for.
export const PAY_NOW = 'Pay now';
