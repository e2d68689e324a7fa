import { formatMoney, quoteForShipment, type PackageDimensions } from '@meridian/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { calendarDateAhead, fillBookingWizard, type WizardAnswers } from '../booking-wizard/fill-wizard';
// Aliased: it is a Playwright helper, not a React hook.
import { useSession as storeSession } from '../support/fixtures';

// Mirrors the seeded customers (apps/api seed; decision 0023): demo has a verified e-mail, acme also a verified company.
export const CUSTOMERS = {
  demo: { email: 'demo@meridian.test', password: 'Demo!2345' },
  acme: { email: 'acme@meridian.test', password: 'Acme!2345' },
} as const;

export async function signInCustomer(page: Page, request: APIRequestContext, who: keyof typeof CUSTOMERS) {
  const response = await request.post('/api/v1/auth/login', { data: CUSTOMERS[who] });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { token: string; user: { _id: string; firstName: string; lastName: string; email: string; companyName: string } } };
  await storeSession(page, body.data);
  return body.data;
}

/** The amounts every money screen must show for a shipment, from the contracts' own formula. */
export function expectedAmounts(input: { cargoWeightKg: number; dimensions?: PackageDimensions }) {
  const q = quoteForShipment({ vehicleType: 'truck', ...input });
  return {
    base: formatMoney(q.baseCents),
    insurance: formatMoney(q.insuranceCents),
    handling: formatMoney(q.handlingCents),
    total: formatMoney(q.totalCents),
    tax: formatMoney(q.taxCents),
    amountDue: formatMoney(q.amountDueCents),
    chargeableKg: q.chargeableWeightKg,
  };
}

/** The wizard from transport to Confirm & Submit by truck; lands on the booking's quotation. Returns the booking id. */
export async function bookThroughWizard(
  page: Page,
  answers: Pick<WizardAnswers, 'customer' | 'dimensions' | 'declaredValue'> & { customerType: 'Business' | 'Individual'; weightKg: number },
): Promise<string> {
  await fillBookingWizard(page, { ...answers, pickupDate: calendarDateAhead(3).value, deliveryDate: calendarDateAhead(6).value });
  await page.getByRole('button', { name: 'Confirm & Submit' }).click();
  await page.waitForURL(/\/booking\/quotation\?booking=[a-f0-9]{24}$/);
  return new URL(page.url()).searchParams.get('booking')!;
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Demo Customer');
}

/** Clicks `button`, waits for the download, checks it is a PDF, and returns its suggested name. */
export async function downloadPdf(page: Page, button: ReturnType<Page['getByRole']>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return download.suggestedFilename();
}
