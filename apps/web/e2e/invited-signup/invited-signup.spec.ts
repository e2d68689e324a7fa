import { expect, signUp, test, useSession } from '../support/fixtures';
import { codeIn, linkIn, pasteCode, waitForMail } from '../support/mailbox';

// Decision 0086: the invitee opens the e-mailed link, signs up without a company or an address (the invited e-mail
// filled in and locked, the organization named), enters the code and is a member with the invited role.
const SHOTS = process.env.SIGNUP_SHOTS_DIR;

test.describe('invited sign-up', () => {

  test('an admin invites a viewer; the invitee signs up from the e-mail with one step less, verifies and lands as a member', async ({ browser, page, request }) => {
    const admin = await signUp(request, { companyName: 'Kystfrakt AS', firstName: 'Ingrid', lastName: 'Admin' });
    await useSession(page, admin);
    await page.goto('/organization');
    const email = `invitee-${Date.now()}@example.com`;
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel('Role', { exact: true }).selectOption('viewer');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByTestId('invitation-row').filter({ hasText: email })).toBeVisible();

    const link = linkIn(await waitForMail({ to: email, subject: 'invited you to Kystfrakt AS' }), '/auth/accept-invitation');
    expect(link.searchParams.get('email')).toBe(email);

    for (const width of SHOTS ? [375, 1280] : [1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const invitee = await context.newPage();
      await invitee.goto(`${link.pathname}${link.search}`);
      await invitee.getByRole('link', { name: 'Create an account' }).click();
      await expect(invitee.getByRole('heading', { name: 'Join Kystfrakt AS' })).toBeVisible();
      const emailField = invitee.getByLabel(/^Email/);
      await expect(emailField).toHaveValue(email);
      await expect(emailField).not.toBeEditable();
      await expect(invitee.getByLabel('Company name', { exact: true })).toHaveCount(0);
      await expect(invitee.getByLabel('Address', { exact: true })).toHaveCount(0);
      if (SHOTS) await invitee.screenshot({ path: `${SHOTS}/invited-signup-${width}.png`, fullPage: true });
      if (width !== 1280) {
        await context.close();
        continue;
      }

      await invitee.getByLabel('First name').fill('Vera');
      await invitee.getByLabel('Last name').fill('Viewer');
      await invitee.getByLabel('Phone number').fill('+47 555 010 46');
      await invitee.getByLabel(/^Password/).fill('Str0ng!Passw0rd');
      await invitee.getByRole('button', { name: 'Create account and join' }).click();
      await expect(invitee).toHaveURL(/\/auth\/verify-otp$/);
      await pasteCode(invitee, codeIn(await waitForMail({ to: email, subject: 'verification code' })));
      await invitee.getByRole('button', { name: 'Verify' }).click();

      await expect(invitee).toHaveURL(/\/dashboard$/);
      await expect(invitee.getByText('You joined Kystfrakt AS')).toBeVisible();
      await expect(invitee.getByRole('heading', { level: 1, name: 'Your shipments' })).toBeVisible();
      await expect(invitee.getByText(/^Welcome, Vera Viewer/)).toBeVisible();
      if (SHOTS) await invitee.screenshot({ path: `${SHOTS}/invited-dashboard-1280.png`, fullPage: true });
      await context.close();
    }

    await page.goto('/organization');
    await expect(page.getByTestId('member-row').filter({ hasText: 'Vera Viewer' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Role of Vera Viewer' })).toHaveValue('viewer');
    await expect(page.getByTestId('invitation-row').filter({ hasText: email })).toHaveCount(0);
  });
});
