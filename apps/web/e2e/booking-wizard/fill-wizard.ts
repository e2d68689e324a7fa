import type { PackageDimensions } from '@meridian/contracts';
import { expect, type Page } from '@playwright/test';

/** A calendar date `days` after today in `timeZone` (the machine's own when omitted), and how every screen shows it. */
export function calendarDateAhead(days: number, timeZone?: string): { value: string; label: string } {
  const instant = new Date(Date.now() + days * 86_400_000);
  const value = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
  const label = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  return { value, label };
}

/**
 * A place's country and city as a customer gives them (decision 0096): the country from the select, the city typed into
 * the combobox and its first suggestion taken by keyboard (Down, Enter), which fills the state and the coordinates.
 */
export async function fillPlace(page: Page, place: { country: string; city: string; state?: string }) {
  await page.getByLabel(/^Country/).selectOption(place.country);
  const city = page.getByRole('combobox', { name: /^City/ });
  await city.fill(place.city);
  await expect(page.getByRole('listbox', { name: 'City' }).getByRole('option').first()).toContainText(place.city);
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue(place.city);
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  if (place.state) await expect(page.getByLabel(/^State/)).toHaveValue(place.state);
}

/** Answers the six steps from /booking/request up to the review (without submitting). */
export type WizardAnswers = {
  customer: string;
  pickupDate: string;
  deliveryDate: string;
  customerType?: 'Business' | 'Individual';
  weightKg?: number;
  dimensions?: PackageDimensions;
  declaredValue?: number;
};

export async function fillBookingWizard(page: Page, answers: WizardAnswers) {
  const next = page.getByRole('button', { name: 'Next' });
  await page.goto('/booking/request');
  await page.getByLabel('Road Truck').check();
  await next.click();
  // A verified business sees who books as a summary from its profile; these journeys book for a named customer, so
  // they open the fields with Change.
  const change = page.getByRole('button', { name: 'Change' });
  const name = page.getByLabel('Full name or business');
  await expect(change.or(name)).toBeVisible();
  if (await change.isVisible()) await change.click();
  await name.fill(answers.customer);
  await page.getByLabel('Contact phone').fill('+1 555 010 1111');
  await page.getByLabel(/^Email/).fill('ship@dates.example');
  await page.getByLabel('Customer type').selectOption(answers.customerType ?? 'Business');
  await next.click();
  await page.getByLabel('Pickup contact name').fill('Paula Pick');
  await page.getByLabel('Pickup contact phone').fill('+1 555 010 2222');
  await page.getByLabel('Pickup contact email').fill('paula@dates.example');
  await page.getByLabel(/^Address/).fill('100 Lab Way');
  await fillPlace(page, { country: 'US', city: 'Raleigh', state: 'NC' });
  await next.click();
  await page.getByLabel('Receiver name').fill('Ron Receive');
  await page.getByLabel('Receiver phone').fill('+1 555 010 3333');
  await page.getByLabel('Receiver email').fill('ron@dates.example');
  await page.getByLabel(/^Address/).fill('7 Clinic Road');
  await fillPlace(page, { country: 'US', city: 'Denver', state: 'CO' });
  await next.click();
  await page.getByLabel('Goods type').selectOption('Electronics');
  // One piece: its weight and, when given, its size (the cargo step's lines, decision 0096).
  await page.getByLabel(/^Type/).selectOption('box');
  await page.getByLabel(/^Count/).fill('1');
  await page.getByLabel(/^Weight each/).fill(String(answers.weightKg ?? 10));
  if (answers.dimensions) {
    await page.getByLabel(/^Length/).fill(String(answers.dimensions.length));
    await page.getByLabel(/^Width/).fill(String(answers.dimensions.width));
    await page.getByLabel(/^Height/).fill(String(answers.dimensions.height));
  }
  if (answers.declaredValue !== undefined) await page.getByLabel(/Declared value/).fill(String(answers.declaredValue));
  await page.getByLabel('Estimated pickup date').fill(answers.pickupDate);
  await page.getByLabel('Estimated delivery date').fill(answers.deliveryDate);
  await next.click();
  await expect(page.getByRole('button', { name: 'Confirm & Submit' })).toBeVisible();
}

/**
 * Confirm & Submit creates the booking and goes on to its quotation (decision 0032); the confirmation page is reachable by
 * the booking's id (an unpaid booking shows 'View quote & pay' there). Returns the booking id.
 */
export async function submitAndOpenConfirmation(page: Page, submit: () => Promise<void>): Promise<string> {
  await submit();
  await expect(page).toHaveURL(/\/booking\/quotation\?booking=[a-f0-9]{24}$/);
  const bookingId = new URL(page.url()).searchParams.get('booking')!;
  await page.goto(`/booking/confirmation?booking=${bookingId}`);
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  return bookingId;
}
