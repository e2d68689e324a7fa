import { INSURANCE_TERMS } from '@meridian/contracts';
import { expect, test } from '../support/fixtures';

// Decision 0044: marketing copy says what the quote does, and promises no SMS (none is sent).
test.describe('copy that tells the truth', () => {
  test('the services page states insurance as the quote computes it, and no page promises SMS', async ({ page }) => {
    await page.goto('/services');
    const insurance = page.locator('#insurance');
    await expect(insurance).toContainText(INSURANCE_TERMS);
    await expect(insurance).not.toContainText('declared value');
    await expect(page.locator('main')).not.toContainText(/\bSMS\b/);
    await page.goto('/');
    await expect(page.getByText('Follow every shipment step by step, with an e-mail at each milestone.')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/\bSMS\b/);
  });
});
