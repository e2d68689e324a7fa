import { formatMoney, quoteForShipment, type PackageDimensions } from '@meridian/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { calendarDateAhead } from '../booking-wizard/fill-wizard';
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
  answers: { customer: string; customerType: 'Business' | 'Individual'; weightKg: number; dimensions?: PackageDimensions; declaredValue?: number },
): Promise<string> {
  const next = page.getByRole('button', { name: 'Next' });
  await page.goto('/booking/request');
  await page.getByLabel('Road Truck').check();
  await next.click();
  await page.getByLabel('Full name or business').fill(answers.customer);
  await page.getByLabel('Contact phone').fill('+1 555 010 1111');
  await page.getByLabel(/^Email/).fill('billing@money.example');
  await page.getByLabel('Customer type').selectOption(answers.customerType);
  await next.click();
  await page.getByLabel('Pickup contact name').fill('Paula Pick');
  await page.getByLabel('Pickup contact phone').fill('+1 555 010 2222');
  await page.getByLabel('Pickup contact email').fill('paula@money.example');
  await page.getByLabel(/^Address/).fill('1 Dock Street');
  await page.getByLabel(/^City/).fill('Baltimore');
  await page.getByLabel(/^State/).fill('MD');
  await next.click();
  await page.getByLabel('Receiver name').fill('Ron Receive');
  await page.getByLabel('Receiver phone').fill('+1 555 010 3333');
  await page.getByLabel('Receiver email').fill('ron@money.example');
  await page.getByLabel(/^Address/).fill('9 Market Road');
  await page.getByLabel(/^City/).fill('Boston');
  await page.getByLabel(/^State/).fill('MA');
  await next.click();
  await page.getByLabel('Goods type').selectOption('Electronics');
  await page.getByLabel('Weight (kg)').fill(String(answers.weightKg));
  await page.getByLabel('Quantity').fill('1');
  if (answers.dimensions) {
    await page.getByLabel('Length').fill(String(answers.dimensions.length));
    await page.getByLabel('Width').fill(String(answers.dimensions.width));
    await page.getByLabel('Height').fill(String(answers.dimensions.height));
  }
  if (answers.declaredValue !== undefined) await page.getByLabel(/Declared value/).fill(String(answers.declaredValue));
  await page.getByLabel('Estimated pickup date').fill(calendarDateAhead(3).value);
  await page.getByLabel('Estimated delivery date').fill(calendarDateAhead(6).value);
  await next.click();
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
