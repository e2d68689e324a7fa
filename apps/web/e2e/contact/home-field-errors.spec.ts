import { expect, test } from '../support/fixtures';

test('when the home page enquiry is sent empty, then the required fields are marked and each server error sits beside its field (decision 0014)', { tag: '@api' }, async ({ page }) => {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Partnership enquiry' });
  // The contact contract requires a name, an e-mail and a message; the subject is composed from the service type.
  for (const label of ['First name', 'E-mail', 'Message']) await expect(form.getByText(`${label} *`, { exact: true })).toBeVisible();
  for (const label of ['Last name', 'Phone', 'Service type']) await expect(form.getByText(label, { exact: true })).toBeVisible();

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/contact') && r.request().method() === 'POST'),
    form.getByRole('button', { name: 'Send Message' }).click(),
  ]);
  expect(response.status()).toBe(400);
  await expect(form.getByRole('alert')).toBeVisible();
  for (const [label, message] of [
    ['First name', 'Name is required'],
    ['E-mail', 'Email is required'],
    ['Message', 'Message is required'],
  ] as const) {
    const field = form.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }
  await expect(form.getByLabel('First name')).toBeFocused();
});
