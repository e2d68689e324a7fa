import { INVOICE_NUMBER_PATTERN, PAYMENT_FAILURE_MESSAGES, QUOTE_LABELS, SANDBOX_TEST_CARDS } from '@meridian/contracts';
import { expect, test } from '../support/fixtures';
import { bookThroughWizard, downloadPdf, expectedAmounts, fillCard, signInCustomer } from './money-helpers';

// The customer sees the price before paying, pays for real (sandbox provider, decision 0024), and gets a real invoice
// (decision 0025).
test.describe('money journey', () => {

  test('a customer books, sees the quote, is declined, retries with the success card, gets the invoice PDF, cancels and sees the refund', async ({ page, request }) => {
    await signInCustomer(page, request, 'demo');
    const amounts = expectedAmounts({ cargoWeightKg: 402.6 });
    const bookingId = await bookThroughWizard(page, { customer: 'Demo Freight Co', customerType: 'Individual', weightKg: 402.6 });

    const breakdown = page.getByTestId('quote-breakdown');
    await expect(breakdown).toContainText(`Base price${amounts.base}`);
    await expect(breakdown).toContainText(`${QUOTE_LABELS.insurance}${amounts.insurance}`);
    await expect(breakdown).toContainText(`Handling${amounts.handling}`);
    await expect(breakdown).toContainText(`${QUOTE_LABELS.subtotal}${amounts.total}`);
    await expect(breakdown).toContainText(`Tax (8%)${amounts.tax}`);
    await expect(page.getByTestId('amount-due')).toHaveText(amounts.amountDue);
    expect(amounts).toMatchObject({ base: '$1,006.50', insurance: '$20.00', total: '$1,051.50', amountDue: '$1,135.62' });
    // The stored quote survives a reload: the id is in the URL.
    await page.reload();
    await expect(page.getByTestId('amount-due')).toHaveText(amounts.amountDue);

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(`/booking/payment?booking=${bookingId}`);
    await expect(page.getByLabel(/Pay by invoice/)).toHaveCount(0);
    await fillCard(page, SANDBOX_TEST_CARDS.declined);
    await expect(page.getByTestId('card-brand')).toHaveText('Visa');
    await page.getByRole('button', { name: `Pay ${amounts.amountDue}` }).click();
    // Decision 0083: a decline leads with the bank's refusal, and the next step is another card, not the same one again.
    await expect(page.getByRole('alert')).toContainText(PAYMENT_FAILURE_MESSAGES.card_declined.message);
    await page.getByRole('button', { name: 'Use another card' }).click();
    await expect(page.getByLabel('Card number')).toHaveValue('');

    await fillCard(page, SANDBOX_TEST_CARDS.succeeds);
    await page.getByRole('button', { name: `Pay ${amounts.amountDue}` }).click();
    await expect(page.getByText('Payment successful! Redirecting...')).toBeVisible();
    await page.waitForURL(/\/booking\/confirmation\?booking=[a-f0-9]{24}&payment=[a-f0-9]{24}$/);
    await expect(page.getByTestId('payment-status')).toHaveText('Paid');
    const receiptName = await downloadPdf(page, page.getByRole('button', { name: 'Download Receipt' }));
    expect(receiptName).toMatch(/\.pdf$/);

    await page.getByRole('link', { name: 'View invoice' }).click();
    await expect(page).toHaveURL(/\/invoice\/[a-f0-9]{24}$/);
    const invoiceNumber = (await page.getByTestId('invoice-number').textContent())!;
    expect(invoiceNumber).toMatch(INVOICE_NUMBER_PATTERN);
    await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
    await expect(page.getByTestId('invoice-totals')).toContainText(`Subtotal${amounts.total}`);
    await expect(page.getByTestId('invoice-totals')).toContainText(`Tax (8%)${amounts.tax}`);
    await expect(page.getByTestId('invoice-total')).toHaveText(amounts.amountDue);
    expect(await downloadPdf(page, page.getByRole('button', { name: 'Download PDF' }))).toBe(`${invoiceNumber}.pdf`);
    const invoiceUrl = page.url();

    // Cancelling a paid booking before pickup refunds it; the invoice shows the refund.
    await page.goto(`/bookings/${bookingId}`);
    await expect(page.getByTestId('payment-status')).toHaveText('Paid');
    await expect(page.getByRole('link', { name: 'View quote & pay' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('dialog', { name: 'Cancel Booking' }).getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(page.getByTestId('payment-status')).toHaveText('Refunded');
    await page.goto(invoiceUrl);
    await expect(page.getByTestId('invoice-status')).toHaveText('Refunded');
    await expect(page.getByTestId('invoice-refund')).toContainText(`-${amounts.amountDue}`);
  });

  test('a verified business customer books by volume and pays by invoice: the invoice is unpaid and due in 30 days', async ({ page, request }) => {
    await signInCustomer(page, request, 'acme');
    const dimensions = { length: 100, width: 100, height: 100 };
    const amounts = expectedAmounts({ cargoWeightKg: 10, dimensions });
    await bookThroughWizard(page, { customer: 'Acme Logistics', customerType: 'Business', weightKg: 10, dimensions, declaredValue: 2500 });
    await expect(page.getByText(`${amounts.chargeableKg} kg (volumetric; actual 10 kg)`)).toBeVisible();
    await expect(page.getByTestId('amount-due')).toHaveText(amounts.amountDue);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('Pay by invoice (due in 30 days)').check();
    await page.getByRole('button', { name: 'Place on invoice terms' }).click();
    await expect(page.getByText('Invoice issued! Redirecting...')).toBeVisible();
    await page.waitForURL(/\/booking\/confirmation\?booking=/);
    await page.getByRole('link', { name: 'View invoice' }).click();
    await expect(page.getByTestId('invoice-status')).toHaveText('Unpaid');
    await expect(page.getByTestId('invoice-total')).toHaveText(amounts.amountDue);
    const facts = page.locator('dl').first();
    const dateText = await facts.locator('div', { hasText: /^Date/ }).locator('dd').textContent();
    const dueText = await facts.locator('div', { hasText: /^Due date/ }).locator('dd').textContent();
    // Whole days between the two calendar dates as shown (rounded: a DST change may sit between them).
    const days = Math.round((Date.parse(dueText!) - Date.parse(dateText!)) / 86_400_000);
    expect(days).toBe(30);
  });

  test('a card that asks for authentication is confirmed in the dialog and the payment succeeds', async ({ page, request }) => {
    await signInCustomer(page, request, 'demo');
    await bookThroughWizard(page, { customer: 'Demo 3DS Buyer', customerType: 'Individual', weightKg: 25 });
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await fillCard(page, SANDBOX_TEST_CARDS.requiresAuthentication);
    await page.getByRole('button', { name: /^Pay / }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm this payment' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByText('Payment successful! Redirecting...')).toBeVisible();
    await page.waitForURL(/\/booking\/confirmation\?booking=[a-f0-9]{24}&payment=[a-f0-9]{24}$/);
    await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  });

  test('an unpaid booking offers Pay now on My Bookings; the quotation without a booking says why it went back', async ({ page, request }) => {
    await signInCustomer(page, request, 'demo');
    await page.goto('/booking/quotation');
    await expect(page).toHaveURL('/booking/request?step=1');
    await expect(page.getByText('Start with a booking: the quote and payment pages open for a booking you have created.')).toBeVisible();
    const bookingId = await bookThroughWizard(page, { customer: 'Demo Later Payer', customerType: 'Individual', weightKg: 50 });
    await page.goto('/bookings');
    await expect(page.locator(`a[href="/booking/quotation?booking=${bookingId}"]`)).toHaveText(/Pay now/);
  });
});
