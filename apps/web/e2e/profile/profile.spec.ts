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
