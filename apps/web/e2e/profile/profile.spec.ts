import { expect, signUp, test, useSession } from '../support/fixtures';

test.describe('profile', () => {
  test('a user edits the profile, saves, and the change survives a reload', async ({ page, request }) => {
    const session = await signUp(request);
    await useSession(page, session);
    await page.goto('/profile');
    await expect(page.getByText('Pending Verification')).toBeVisible();
    await expect(page.getByText('Active Member')).toBeVisible();
    await expect(page.getByText('Member Since')).toBeVisible();
    await expect(page.getByLabel('Company name')).toBeDisabled();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Company name').fill('Renamed Logistics Co');
    await page.getByLabel('Client category').selectOption('SME');
    await page.getByLabel('Email').fill('broken');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await page.getByLabel('Email').fill(session.user.email);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();
    await expect(page.getByLabel('Company name')).toBeDisabled();

    await page.reload();
    await expect(page.getByLabel('Company name')).toHaveValue('Renamed Logistics Co');
    await expect(page.locator('p', { hasText: 'Small & Medium Enterprise' })).toBeVisible();
  });
});

test.describe('profile and session share one user (decision 0011)', () => {
  test('when the first name is saved, then the dashboard and the site header show it at once, and the profile read no second GET /user/', async ({ page, request }) => {
    const session = await signUp(request);
    await useSession(page, session);
    const userCalls: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'GET' && new URL(req.url()).pathname === '/api/v1/user/') userCalls.push(req.url());
    });
    await page.goto('/dashboard');
    await expect(page.getByText(`Welcome back, ${session.user.firstName}`)).toBeVisible();
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page.getByLabel('First name')).toHaveValue(session.user.firstName);
    expect(userCalls).toHaveLength(1);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('First name').fill('Chidinma');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page.getByText('Welcome back, Chidinma')).toBeVisible();
    await page.getByRole('link', { name: 'Meridian Express' }).first().click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Chidinma' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').firstName)).toBe('Chidinma');
  });
});
