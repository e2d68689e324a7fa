import { expect, signUp, test, useSession } from '../support/fixtures';

// On phones the six step pills wrapped into three rows; below 640 px one line and a progress bar instead (decision 0012).
test.describe('step indicator on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('shows "Step 1 of 6 - Transport" over a progress bar, no pills, and follows the steps', async ({ page, request }) => {
    await useSession(page, await signUp(request));
    await page.goto('/booking/request');
    await expect(page.getByRole('list', { name: 'Booking steps' })).toBeHidden();
    await expect(page.getByText('Step 1 of 6 - Transport')).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'Booking steps' });
    await expect(bar).toHaveAttribute('aria-valuenow', '1');
    await expect(bar).toHaveAttribute('aria-valuemax', '6');

    await page.getByLabel('Sea Freight').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 6 - Customer')).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    // The whole indicator is one short block, not rows of pills.
    expect((await page.getByText('Step 2 of 6 - Customer').locator('..').boundingBox())!.height).toBeLessThan(60);
  });
});

test.describe('step indicator on a 1280 px screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the six pills in one row with the current one marked, and no progress bar', async ({ page, request }) => {
    await useSession(page, await signUp(request));
    await page.goto('/booking/request');
    const pills = page.getByRole('list', { name: 'Booking steps' }).getByRole('listitem');
    await expect(pills).toHaveCount(6);
    await expect(pills.first()).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('progressbar')).toBeHidden();
    const tops = await pills.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
  });
});
