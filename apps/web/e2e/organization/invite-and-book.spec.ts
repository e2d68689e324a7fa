import { calendarDateAhead, fillBookingWizard, submitAndOpenConfirmation } from '../booking-wizard/fill-wizard';
import { expect, signUp, test, useSession } from '../support/fixtures';
import { codeIn, linkIn, pasteCode, waitForMail } from '../support/mailbox';

// Decisions 0055 and 0086: an admin invites a colleague by e-mail; the colleague opens the link, creates an account
// (no company asked), verifies it, is a member at once and books; the admin sees that booking in My Bookings.
const SHOTS = process.env.ORG_SHOTS_DIR;

test.describe('organization: invite a colleague who then books', () => {

  test('the admin invites, the colleague signs up through the link, joins as booker and books; the admin sees the booking', async ({ browser, page, request }) => {
    const admin = await signUp(request, { companyName: 'Fjord Fisheries AS', firstName: 'Ingrid', lastName: 'Admin' });
    await useSession(page, admin);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Open profile menu/ }).click();
    await page.getByRole('list', { name: 'Profile menu' }).getByRole('link', { name: 'Organization' }).click();
    await expect(page.getByRole('heading', { name: 'Fjord Fisheries AS' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'API keys' })).toBeVisible();

    const email = `colleague-${Date.now()}@example.com`;
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel('Role', { exact: true }).selectOption('booker');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    await expect(page.getByTestId('invitation-row').filter({ hasText: email })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/organization-admin-1280.png`, fullPage: true });

    // The colleague, on their own device, follows the e-mailed link.
    const mail = await waitForMail({ to: email, subject: 'invited you to Fjord Fisheries AS' });
    const link = linkIn(mail, '/auth/accept-invitation');
    const colleagueContext = await browser.newContext();
    const colleague = await colleagueContext.newPage();
    await colleague.goto(`${link.pathname}${link.search}`);
    await expect(colleague.getByRole('heading', { name: 'Join Fjord Fisheries AS' })).toBeVisible();
    await expect(colleague.getByText(`Ingrid Admin invited ${email} to join as Booker.`)).toBeVisible();
    await colleague.getByRole('link', { name: 'Create an account' }).click();

    await colleague.getByLabel('First name').fill('Lars');
    await colleague.getByLabel('Last name').fill('Booker');
    await expect(colleague.getByLabel(/^Email/)).toHaveValue(email);
    await colleague.getByLabel('Phone number').fill('+47 555 010 44');
    await colleague.getByLabel(/^Password/).fill('Str0ng!Passw0rd');
    await colleague.getByRole('button', { name: 'Create account and join' }).click();
    await expect(colleague).toHaveURL(/\/auth\/verify-otp$/);
    await pasteCode(colleague, codeIn(await waitForMail({ to: email, subject: 'verification code' })));
    await colleague.getByRole('button', { name: 'Verify' }).click();

    // A member at once: no second Join.
    await expect(colleague).toHaveURL(/\/dashboard$/);
    await expect(colleague.getByText('You joined Fjord Fisheries AS')).toBeVisible();

    await fillBookingWizard(colleague, { customer: 'Bergen Seafood Export', pickupDate: calendarDateAhead(10).value, deliveryDate: calendarDateAhead(12).value });
    const bookingId = await submitAndOpenConfirmation(colleague, () => colleague.getByRole('button', { name: 'Confirm & Submit' }).click());
    await colleagueContext.close();

    await page.goto('/bookings');
    await expect(page.locator(`a[href="/bookings/${bookingId}"]`).first()).toBeVisible();
    await page.goto('/organization');
    await expect(page.getByTestId('member-row').filter({ hasText: 'Lars Booker' })).toContainText('Lars Booker');
    await expect(page.getByRole('combobox', { name: 'Role of Lars Booker' })).toHaveValue('booker');
  });
});
