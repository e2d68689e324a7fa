import { expect, signUp, test, useSession } from '../support/fixtures';

// The profile setup wizard as a new customer meets it: what sign-up asked is not asked again, Next moves on the
// first click even after an early press, and a website typed as people say it is kept (decision 0038).
test('a new customer finds sign-up answers filled in, moves on with one click per step and gives a website without https://', { tag: '@api' }, async ({ page, request }) => {
  const session = await signUp(request, { firstName: 'Ifeoma', lastName: 'Okafor', companyName: 'Okafor Agro' });
  await useSession(page, session);
  await page.goto('/onboarding/profile-setup');
  await expect(page.getByLabel(/Company name/)).toHaveValue('Okafor Agro');

  // Next pressed too early shows the errors; each goes as its answer is given, and the next single click moves on.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose a business type')).toBeVisible();
  await page.getByLabel(/Business type/).selectOption('llc');
  await expect(page.getByText('Choose a business type')).toHaveCount(0);
  await page.getByLabel(/Registration number/).fill('RC-77');
  await page.getByLabel(/Tax ID/).fill('TX-77');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Business Address' })).toBeVisible();

  await page.getByLabel(/^Address/).fill('4 Pier Lane');
  await page.getByLabel(/City/).fill('Norfolk');
  await page.getByLabel(/State/).fill('VA');
  await page.getByLabel(/ZIP code/).fill('23510');
  await page.getByLabel(/Country/).selectOption('US');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Details' })).toBeVisible();

  await expect(page.getByLabel(/Contact person/)).toHaveValue('Ifeoma Okafor');
  await expect(page.getByLabel(/Phone number/)).toHaveValue('+15550100200');
  await expect(page.getByLabel(/Business email/)).toHaveValue(session.user.email);
  await page.getByLabel(/Website/).fill('okafor-agro.com');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Documentation' })).toBeVisible();

  // The step's draft is saved as the next step opens: wait for the save, not for a clock.
  const stored = async () => (await (await request.get('/api/v1/company-profile', { headers: { Authorization: `Bearer ${session.token}` } })).json()).data;
  await expect.poll(stored).toMatchObject({ companyName: 'Okafor Agro', contactPerson: 'Ifeoma Okafor', website: 'https://okafor-agro.com' });
});
