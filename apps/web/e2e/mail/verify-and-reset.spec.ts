import { MESSAGES } from '@meridian/contracts';
import { expect, test } from '../support/fixtures';
import { linkIn, pasteCode, waitForMail } from '../support/mailbox';

// E-mail that arrives (decisions 0027, 0028). The e2e server sends over SMTP to a real catcher; these journeys read it.
const password = 'Str0ng!Passw0rd';

test.describe('mail: verification code and password reset by e-mail', () => {

  test('a new user signs up, reads the code from the e-mail, verifies, and the banner is gone', async ({ page }) => {
    const email = `verify-${Date.now()}@example.com`;
    await page.goto('/auth/signup');
    await page.getByLabel('First name').fill('Nia');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone number').fill('+1 555 010 4455');
    await page.getByLabel('Company name').fill('Okafor Pharma Logistics');
    await page.getByLabel('Address').fill('8 Harbor Street, Baltimore, MD');
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/auth\/verify-otp$/);
    await expect(page.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeVisible();

    // Before verifying, the dashboard leads back here with a banner, not a lock-out.
    await page.goto('/dashboard');
    const banner = page.getByRole('status').filter({ hasText: 'Verify your email address' });
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Enter your code' }).click();
    await expect(page).toHaveURL(/\/auth\/verify-otp$/);

    const mail = await waitForMail({ to: email, subject: 'verification code' });
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code, mail.text).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(code!);
    // Paste fills all six boxes.
    await pasteCode(page, code!);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Thank you, Nia! Your email address is verified.')).toBeVisible();
    await expect(page.getByText('Verify your email address')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your shipments' })).toBeVisible();
    await expect(page.getByText('Verify your email address')).toHaveCount(0);
  });

  test('forgot password: the e-mailed link sets a new password and signs in; the old session is refused', async ({ page, browser, request }) => {
    const email = `reset-${Date.now()}@example.com`;
    const signUp = await request.post('/api/v1/auth/sign-up', {
      data: { email, firstName: 'Omar', lastName: 'Haddad', phoneNumber: '+15550100300', address: '3 Quay Road, Baltimore, MD', companyName: 'Haddad Freight', password },
    });
    expect(signUp.status()).toBe(201);

    // A second device, signed in before the reset.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/auth/login');
    await otherPage.getByLabel('Email').fill(email);
    await otherPage.getByLabel('Password').fill(password);
    await otherPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(otherPage).toHaveURL(/\/dashboard$/);

    await page.goto('/auth/forgot-password');
    await page.getByLabel(/Email/).fill(email);
    await page.getByRole('button', { name: /Send/ }).click();
    await expect(page.getByText(/Check Your Email/i)).toBeVisible();

    const mail = await waitForMail({ to: email, subject: 'Reset your' });
    const link = linkIn(mail, '/auth/reset-password');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password').fill('N3w!Harbor#Pass');
    await expect(page.getByText('Strong')).toBeVisible();
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Your password has been changed. Every other device has been signed out.')).toBeVisible();

    // The other device's session no longer works: the API refuses its token, and its next session check ends it.
    const otherToken = await otherPage.evaluate(() => localStorage.getItem('token'));
    expect(otherToken).toBeTruthy();
    const refused = await request.get('/api/v1/user/', { headers: { Authorization: `Bearer ${otherToken}` } });
    expect(refused.status()).toBe(401);
    await otherPage.reload();
    // The sign-in page says why (decision 0028), and signing in again brings the person back where they were.
    await expect(otherPage).toHaveURL(/\/auth\/login\?reason=password-reset&redirect=%2Fdashboard$/);
    await expect(otherPage.getByText(MESSAGES.auth.sessionEndedByReset)).toBeVisible();
    await other.close();

    // The new password works, the old one does not.
    expect((await request.post('/api/v1/auth/login', { data: { email, password } })).status()).toBe(401);
    expect((await request.post('/api/v1/auth/login', { data: { email, password: 'N3w!Harbor#Pass' } })).status()).toBe(200);
  });
});
