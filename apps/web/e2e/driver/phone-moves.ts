import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The driver's pickup and delivery on the phone since decision 0100: each piece scanned (typed here: a headless
// browser has no camera), the sender's name and signature at pickup, and the unscanned pieces confirmed.

/** The booking’s SSCCs, as the console’s API answers them to an operator. */
export async function bookingSsccs(request: APIRequestContext, token: string, id: string): Promise<string[]> {
  const response = await request.get(`/api/v1/ops/bookings/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { pieces?: { sscc: string }[] } }).data.pieces!.map((piece) => piece.sscc);
}

/** A signature drawn with the mouse inside the pad (pointer events, as a finger's are). */
export async function signOnPad(page: Page) {
  const pad = page.getByRole('img', { name: /signature/i });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) await page.mouse.move(box.x + 30 + step * 20, box.y + box.height / 2 + (step % 2 ? -25 : 20));
  await page.mouse.up();
}

/** Types each SSCC into the scan step, as a driver does when the camera cannot read a label. */
export async function typeSsccs(page: Page, ssccs: readonly string[]) {
  for (const sscc of ssccs) {
    await page.getByLabel('Type the SSCC').fill(sscc);
    await page.getByRole('button', { name: 'Add piece' }).click();
  }
}

/** Says yes when the form asks to finish with pieces not scanned. */
export async function finishWithoutUnscanned(page: Page) {
  await page.getByRole('button', { name: 'Yes, finish without them' }).click();
}

/** The whole pickup: open the form, scan `ssccs`, the sender signs, submit (and confirm if pieces are left). */
export async function pickUpOnPhone(page: Page, input: { ssccs: readonly string[]; scanned?: number; sender?: string }) {
  const scanned = input.scanned ?? input.ssccs.length;
  await page.getByRole('button', { name: 'Picked up' }).click();
  await typeSsccs(page, input.ssccs.slice(0, scanned));
  await page.getByLabel(/Sender’s printed name/).fill(input.sender ?? 'Pia Pickup');
  await signOnPad(page);
  await page.getByRole('button', { name: 'Submit pickup' }).click();
  if (scanned < input.ssccs.length) await finishWithoutUnscanned(page);
}
