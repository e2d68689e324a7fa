import { expect, test, type Page } from '../support/fixtures';
import { STAFF, type StaffKey } from '../support/staff';

// Staff who sign in at /auth/login land in their own area, and a customer page offers them the way back.

async function signIn(page: Page, who: StaffKey, path = '/auth/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(STAFF[who].email);
  await page.getByLabel('Password').fill(STAFF[who].password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('when an operator signs in, then the console opens, and from a customer page a link leads back to it', async ({ page }) => {
  await signIn(page, 'operator');
  await expect(page).toHaveURL(/\/ops$/);
  // Decision 0083: the customer's dashboard is not theirs; /dashboard leads back to the console.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/ops$/);
  await page.goto('/bookings');
  const bar = page.getByTestId('staff-area-bar');
  await expect(bar).toBeVisible();
  await bar.getByRole('link', { name: 'Back to the operations console' }).click();
  await expect(page).toHaveURL(/\/ops$/);
});

test('when a driver signs in, then their jobs open', async ({ page }) => {
  await signIn(page, 'driver1');
  await expect(page).toHaveURL(/\/driver$/);
});

test('when an admin opens a console page signed out, then signing in returns to that page', async ({ page }) => {
  await page.goto('/ops/kyc');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fops%2Fkyc$/);
  await page.getByLabel('Email').fill(STAFF.admin.email);
  await page.getByLabel('Password').fill(STAFF.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/ops\/kyc$/);
});

test('when a driver follows a link into the console, then signing in ignores it and opens their jobs', async ({ page }) => {
  await signIn(page, 'driver2', '/auth/login?redirect=%2Fops');
  await expect(page).toHaveURL(/\/driver$/);
});
