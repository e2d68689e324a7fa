import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download-file';
import { isAwaitingPayment, quotationPath } from './money-links';

describe('fileNameFrom (Content-Disposition, RFC 6266)', () => {
  it('when the header names a file, then that name is used; filename* wins over filename', () => {
    expect(fileNameFrom('attachment; filename="INV-2026-000123.pdf"')).toBe('INV-2026-000123.pdf');
    expect(fileNameFrom('attachment; filename=receipt.pdf')).toBe('receipt.pdf');
    expect(fileNameFrom(`attachment; filename="a.pdf"; filename*=UTF-8''Re%C3%A7u.pdf`)).toBe('Reçu.pdf');
  });

  it('when there is no header or no name, then there is no name', () => {
    expect(fileNameFrom(null)).toBeUndefined();
    expect(fileNameFrom('inline')).toBeUndefined();
  });
});

describe('money links (decision 0032)', () => {
  it('when a running booking is unpaid, then it awaits payment; paid, on terms or cancelled ones do not', () => {
    expect(isAwaitingPayment({ paymentStatus: 'unpaid', status: 'pending' })).toBe(true);
    expect(isAwaitingPayment({ paymentStatus: 'paid', status: 'pending' })).toBe(false);
    expect(isAwaitingPayment({ paymentStatus: 'invoiced', status: 'confirmed' })).toBe(false);
    expect(isAwaitingPayment({ paymentStatus: 'unpaid', status: 'cancelled' })).toBe(false);
  });

  it('keeps the booking id in the quotation URL so a reload keeps the page', () => {
    expect(quotationPath('665f1c2ab0c4d5e6f7a8b9c0')).toBe('/booking/quotation?booking=665f1c2ab0c4d5e6f7a8b9c0');
  });
});
