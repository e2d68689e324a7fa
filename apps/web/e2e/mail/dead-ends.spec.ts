import { RESET_LINK_INVALID, VERIFICATION_MESSAGES } from '@meridian/contracts';
import { expect, signUp, test, useSession } from '../support/fixtures';
import { codeIn, linkIn, pasteCode, waitForMail } from '../support/mailbox';

// Decision 0044: neither the code screen nor the reset page leaves a person waiting for something that cannot come.
test.describe('verification and reset: no dead ends', () => {

  test('after five wrong codes the lock-out offers a new code at once, and the new code verifies', async ({ page, request }) => {
    const account = await signUp(request);
    const first = codeIn(await waitForMail({ to: account.user.email, subject: 'verification code' }));
    const wrong = first === '000000' ? '111111' : '000000';
    await useSession(page, account);
    await page.goto('/auth/verify-otp');
    for (let i = 1; i <= 5; i += 1) {
      await pasteCode(page, wrong);
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect(page.locator('#otp-error')).toHaveText(i < 5 ? VERIFICATION_MESSAGES.wrong : VERIFICATION_MESSAGES.locked);
    }
    // The countdown still runs, but the new code is offered now; Verify waits for it.
    await expect(page.getByText(/This code can no longer be used/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Send me a new code' }).click();
    await expect(page.getByText('We sent a new code. Check your inbox.')).toBeVisible();
    await expect(page.getByText(/Code expires in 4:5\d|Code expires in 5:00/)).toBeVisible();

    const fresh = codeIn(await waitForMail({ to: account.user.email, subject: 'verification code', after: 1 }));
    await pasteCode(page, fresh);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(`Thank you, ${account.user.firstName}! Your email address is verified.`)).toBeVisible();
  });

  test('a used reset link says so as the page opens, before any password is typed', async ({ page, request }) => {
    const account = await signUp(request);
    await request.post('/api/v1/auth/forgot-password', { data: { email: account.user.email } });
    const link = linkIn(await waitForMail({ to: account.user.email, subject: 'Reset your' }), '/auth/reset-password');
    const token = link.searchParams.get('token')!;

    // Opening the page checks the link without using it: it opens twice and still resets.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByLabel('New password')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('New password')).toBeVisible();
    expect((await request.post('/api/v1/auth/reset-password', { data: { token, password: 'Used!Harbor#1' } })).status()).toBe(200);

    await page.reload();
    await expect(page.getByText(RESET_LINK_INVALID)).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);

    await page.goto('/auth/reset-password?token=not-a-token');
    await expect(page.getByText(RESET_LINK_INVALID)).toBeVisible();
    await page.goto('/auth/reset-password');
    await expect(page.getByText(RESET_LINK_INVALID)).toBeVisible();
  });
});
