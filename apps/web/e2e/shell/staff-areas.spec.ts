import { expect, signUp, test, useSession } from '../support/fixtures';

// /ops (operators, admins) and /driver (drivers) are their own areas, each behind its own role guard (decision 0011).
for (const path of ['/ops', '/driver']) {
  test(`when a signed-out visitor opens ${path}, then they land on the login screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(path)}`);
  });

  test(`when a customer opens ${path}, then a no-access screen without the site header and footer leads to the dashboard`, async ({ page, request }) => {
    const session = await signUp(request);
    await useSession(page, session);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: "You don't have access to this area" })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Your shipments' })).toBeVisible();
  });
}
