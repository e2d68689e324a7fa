import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInStaff } from '../support/staff';
import { codeIn, pasteCode, waitForMail } from '../support/mailbox';
import { pdfFile, pngFile } from './documents';

const password = 'Str0ng!Passw0rd';

/** The seeded operator in a browser of their own (the customer's stays open beside it). */
async function operatorPage(browser: Browser, request: Parameters<typeof signInStaff>[0]): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { token, user } = await signInStaff(request, 'operator');
  await page.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token, user },
  );
  return page;
}

async function openSubmission(ops: Page, company: string) {
  await ops.goto('/ops/kyc');
  await expect(ops.getByRole('heading', { name: /KYC review/ })).toBeVisible();
  await ops.getByRole('link', { name: new RegExp(company) }).click();
  await expect(ops.getByRole('heading', { name: new RegExp(company) })).toBeVisible();
  // Each document is shown inline: PDFs in a frame, images as images.
  await expect(ops.locator('iframe[title="Business registration certificate"]')).toBeVisible();
  await expect(ops.getByRole('img', { name: 'Director/owner ID' })).toBeVisible();
}

test.describe('company onboarding and KYC review (decision 0029)', () => {
  test('a new customer submits the company with four documents; an operator rejects with two reasons; the customer resubmits; approval shows Verified', async ({ page, browser, request }) => {
    const unique = Date.now().toString(36);
    const company = `Marsh Cold Chain ${unique}`;

    // Sign up: the dashboard leads to the profile setup.
    await page.goto('/auth/signup');
    await page.getByLabel('First name').fill('Lena');
    await page.getByLabel('Last name').fill('Marsh');
    await page.getByLabel('Email').fill(`kyc-${unique}@example.com`);
    await page.getByLabel('Phone number').fill('+1 555 010 7788');
    await page.getByLabel('Company name').fill(company);
    await page.getByLabel('Address').fill('4 Pier Lane, Norfolk, VA');
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The code arrives by e-mail (the e2e server's real SMTP catcher) and verifies the address (decision 0028).
    await expect(page).toHaveURL(/\/auth\/verify-otp$/);
    const codeMail = await waitForMail({ to: `kyc-${unique}@example.com`, subject: 'verification code' });
    await pasteCode(page, codeIn(codeMail));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Complete your company profile')).toBeVisible();
    await page.getByRole('link', { name: 'Complete profile' }).click();
    await expect(page).toHaveURL(/\/onboarding\/profile-setup$/);

    // Step 1, saved on Next: a reload opens the next step with the answers kept.
    await page.getByLabel(/Company name/).fill(company);
    await page.getByLabel(/Business type/).selectOption('llc');
    await page.getByLabel(/Registration number/).fill(`RC-${unique}`);
    await page.getByLabel(/Tax ID/).fill('TX-55-1234567');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Business Address' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Business Address' })).toBeVisible();

    await page.getByLabel(/^Address/).fill('4 Pier Lane');
    await page.getByLabel(/City/).fill('Norfolk');
    await page.getByLabel(/State/).fill('VA');
    await page.getByLabel(/ZIP code/).fill('23510');
    await page.getByLabel(/Country/).selectOption('US');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/Contact person/).fill('Lena Marsh');
    await page.getByLabel(/Phone number/).fill('+1 555 010 7788');
    await page.getByLabel(/Business email/).fill(`compliance-${unique}@example.com`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Documentation' })).toBeVisible();

    // Step 4: a renamed file that is not a PDF is refused before it leaves; the four real files go up.
    await page.getByLabel(/Tax ID documentation/).setInputFiles({ name: 'tax.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ this is not a pdf') });
    await expect(page.getByText('Upload a PDF, JPEG or PNG file.')).toBeVisible();
    const uploads = [
      { label: /Business registration certificate/, name: 'registration.pdf', mimeType: 'application/pdf', buffer: pdfFile('Certificate of incorporation') },
      { label: /Tax ID documentation/, name: 'tax-id.pdf', mimeType: 'application/pdf', buffer: pdfFile('Tax ID 55-1234567') },
      { label: /Proof of business address/, name: 'utility-bill.pdf', mimeType: 'application/pdf', buffer: pdfFile('Utility bill, 4 Pier Lane') },
      { label: /Director\/owner ID/, name: 'director-id.png', mimeType: 'image/png', buffer: pngFile() },
    ];
    for (const { label, ...file } of uploads) {
      await page.getByLabel(label).setInputFiles(file);
      await expect(page.getByText(file.name)).toBeVisible();
    }
    await expect(page.getByText('Upload a PDF, JPEG or PNG file.')).toBeHidden();
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(page).toHaveURL(/\/onboarding\/kyc-pending$/);
    await expect(page.getByRole('heading', { name: 'Account Under Review' })).toBeVisible();
    await expect(page.getByText(/2-3 business days/)).toBeVisible();

    // The operator rejects with two reasons and a note.
    const ops = await operatorPage(browser, request);
    await openSubmission(ops, company);
    await ops.getByRole('button', { name: 'Reject' }).click();
    const dialog = ops.getByRole('dialog', { name: `Reject ${company}` });
    await dialog.getByRole('button', { name: 'Reject application' }).click();
    await expect(dialog.getByText('Choose at least one reason for the rejection')).toBeVisible();
    await dialog.getByLabel('Registration document unclear or expired').check();
    await dialog.getByLabel('Director ID must be resubmitted').check();
    await dialog.getByLabel(/Note/).fill('The certificate scan is cut off at the bottom.');
    await dialog.getByRole('button', { name: 'Reject application' }).click();
    await expect(ops.getByText(`${company} was sent back with 2 reasons.`)).toBeVisible();

    // The customer sees the reasons and the note, fixes the director ID and resubmits.
    await page.goto('/dashboard');
    await expect(page.getByText('Your application requires updates')).toBeVisible();
    await page.getByRole('link', { name: 'See what to fix' }).click();
    await expect(page.getByRole('heading', { name: 'Application Requires Updates' })).toBeVisible();
    const reasons = page.getByRole('list', { name: 'Reasons' });
    await expect(reasons.getByRole('listitem')).toHaveText(['Registration document unclear or expired', 'Director ID must be resubmitted']);
    await expect(page.getByText('The certificate scan is cut off at the bottom.')).toBeVisible();
    // A way back that is not the browser's Back button.
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await page.getByRole('link', { name: 'Update Application' }).click();
    await expect(page).toHaveURL(/\/onboarding\/profile-setup$/);
    await expect(page.getByRole('heading', { name: 'Documentation' })).toBeVisible();
    await page.getByLabel(/Director\/owner ID/).setInputFiles({ name: 'director-id-new.png', mimeType: 'image/png', buffer: pngFile(240, 150, [22, 101, 52]) });
    await expect(page.getByText('director-id-new.png')).toBeVisible();
    await page.getByLabel(/Business registration certificate/).setInputFiles({ name: 'registration-full.pdf', mimeType: 'application/pdf', buffer: pdfFile('Certificate of incorporation, full page') });
    await expect(page.getByText('registration-full.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(page.getByRole('heading', { name: 'Account Under Review' })).toBeVisible();
    await expect(page.getByText('This is a resubmission: expect an answer within 24-48 hours.')).toBeVisible();

    // The operator approves; the customer's profile shows Verified.
    await openSubmission(ops, company);
    await expect(ops.getByText('resubmission')).toBeVisible();
    await ops.getByRole('button', { name: 'Approve' }).click();
    // Approval asks for confirmation first, with an optional note for the customer.
    await ops.getByRole('dialog').getByRole('button', { name: 'Approve and verify' }).click();
    await expect(ops.getByText(`${company} is approved and verified.`)).toBeVisible();
    // Each decision was e-mailed to the customer.
    await waitForMail({ to: `kyc-${unique}@example.com`, subject: 'your application requires updates' });
    await waitForMail({ to: `kyc-${unique}@example.com`, subject: `${company} is verified` });

    await page.goto('/profile');
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText('Pending Verification')).toBeHidden();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Your shipments' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Company verification' })).toBeHidden();
  });

  test('signed out, the onboarding screens send the visitor to log in', async ({ page }) => {
    await page.goto('/onboarding/profile-setup');
    await expect(page).toHaveURL('/auth/login?redirect=%2Fonboarding%2Fprofile-setup');
  });
});
