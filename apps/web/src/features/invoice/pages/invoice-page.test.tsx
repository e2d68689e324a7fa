import { formatTrackingNumber, QUOTE_LABELS } from '@meridian/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeInvoice } from '../../../mocks/fixtures/invoice';
import { api, db, recordRequests, refused, renderWithSession, server, signIn } from '../../../test/session';
import { InvoicePage } from './invoice-page';

const invoice = makeInvoice();

function renderAt(id: string) {
  return renderWithSession(
    <MemoryRouter initialEntries={[`/invoice/${id}`]}>
      <Routes>
        <Route path="/invoice/:id" element={<InvoicePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A signed-in customer whose invoices are `invoices`. */
function seed(...invoices: ReturnType<typeof makeInvoice>[]) {
  signIn('customer');
  db.invoices = invoices;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('invoice page (decision 0025)', () => {
  it('when the invoice loads, then it shows its number, booking, dates, status, parties, charge lines, subtotal, Tax (8%) and total', async () => {
    seed(invoice);
    const calls = recordRequests();
    renderAt(invoice._id);
    expect(await screen.findByTestId('invoice-number')).toHaveTextContent('INV-2026-000123');
    expect(calls[0]).toMatchObject({ method: 'GET', path: `/invoices/${invoice._id}` });
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Paid');
    // Decision 0044: the booking is named by its tracking number, not a short id.
    expect(screen.getByTestId('invoice-tracking-number')).toHaveTextContent(formatTrackingNumber(invoice.trackingNumber));
    expect(screen.queryByText('#f7a8b9c0')).not.toBeInTheDocument();
    expect(screen.getAllByText('Nov 23, 2026')).toHaveLength(2);
    expect(screen.getByText('Meridian Express')).toBeInTheDocument();
    expect(screen.getByText('Nwosu Fresh Foods')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DescriptionQuantityRateAmount',
      'Ground freight (402.6 kg chargeable)402.6$2.50$1,006.50',
      `${QUOTE_LABELS.insurance}1$20.00$20.00`,
      'Handling1$25.00$25.00',
    ]);
    const totals = screen.getByTestId('invoice-totals');
    expect(totals).toHaveTextContent('Subtotal$1,051.50');
    expect(totals).toHaveTextContent('Tax (8%)$84.12');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$1,135.62');
    expect(screen.queryByTestId('invoice-refund')).not.toBeInTheDocument();
  });

  it('when the invoice was refunded, then the status reads Refunded and a refund line follows the total', async () => {
    seed(makeInvoice({ status: 'refunded', refund: { amount: 1135.62, at: '2026-11-24T09:00:00.000Z' } }));
    renderAt(invoice._id);
    expect(await screen.findByTestId('invoice-status')).toHaveTextContent('Refunded');
    expect(screen.getByTestId('invoice-refund')).toHaveTextContent('Refunded Nov 24, 2026-$1,135.62');
  });

  it('when the payment drew on a credit note, then the credit note is a line after the total and the amount charged follows (decision 0106)', async () => {
    seed(makeInvoice({ credits: [{ number: 'CN-2026-000001', amount: 120 }], amountDue: 1015.62 }));
    renderAt(invoice._id);
    expect(await screen.findByTestId('invoice-credit')).toHaveTextContent('Credit note CN-2026-000001-$120.00');
    expect(screen.getByTestId('invoice-amount-due')).toHaveTextContent('$1,015.62');
    expect(screen.getByTestId('invoice-totals')).toHaveTextContent('Amount charged$1,015.62');
  });

  it.each([404, 400])('when the id answers %i (missing or someone else’s), then a not-found state shows with Back to Dashboard', async (status) => {
    seed(invoice);
    server.use(http.get(api('/invoices/:id'), () => refused(status, 'Invoice not found')));
    renderAt('000000000000000000000000');
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: /Print/ })).not.toBeInTheDocument();
  });

  it('when the payment drew on a credit note from a settled claim, then the note is a line under the total and what was charged follows', async () => {
    seed(makeInvoice({ credits: [{ number: 'CN-2026-000001', amount: 100 }], amountDue: 1035.62 }));
    renderAt(invoice._id);
    expect(await screen.findByTestId('invoice-credit')).toHaveTextContent('Credit note CN-2026-000001-$100.00');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$1,135.62');
    expect(screen.getByTestId('invoice-amount-due')).toHaveTextContent('$1,035.62');
  });

  it('when Print is pressed, then the browser print opens', async () => {
    seed(invoice);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAt(invoice._id);
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('when Email Invoice is pressed, then it posts to the email endpoint and says where it went', async () => {
    seed(invoice);
    const calls = recordRequests();
    renderAt(invoice._id);
    fireEvent.click(await screen.findByRole('button', { name: 'Email Invoice' }));
    expect(await screen.findByText('Invoice sent to amara@example.com')).toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: `/invoices/${invoice._id}/email` }));
  });

  it('when Download PDF is pressed, then the PDF is fetched with the token and saved as the invoice number', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    seed(invoice);
    const calls = recordRequests();
    const pdfRequests = () => calls.filter((call) => call.path === `/invoices/${invoice._id}/pdf`);
    renderAt(invoice._id);
    const button = await screen.findByRole('button', { name: 'Download PDF' });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(pdfRequests()[0]?.headers.authorization).toBe('Bearer test-token');
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('INV-2026-000123.pdf');
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
});
