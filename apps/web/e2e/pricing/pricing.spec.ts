import { expect, test } from '../support/fixtures';

test('when billing switches to annual, then the plans show 23 and 71 a month, 276 and 852 a year and the saving note', async ({ page }) => {
  await page.goto('/pricing');
  const starter = page.getByTestId('plan-starter');
  const professional = page.getByTestId('plan-professional');
  const enterprise = page.getByTestId('plan-enterprise');

  await expect(page.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(starter.getByTestId('plan-price')).toHaveText('$29');
  await expect(professional.getByTestId('plan-price')).toHaveText('$89');
  await expect(enterprise.getByTestId('plan-price')).toHaveText('Custom');
  await expect(page.getByText('Save 20% with annual billing')).toHaveCount(0);
  await expect(professional.getByText('Most Popular')).toBeVisible();

  await page.getByRole('button', { name: /Annual/ }).click();
  await expect(starter.getByTestId('plan-price')).toHaveText('$23');
  await expect(starter.getByTestId('plan-yearly')).toHaveText('$276 billed yearly');
  await expect(professional.getByTestId('plan-price')).toHaveText('$71');
  await expect(professional.getByTestId('plan-yearly')).toHaveText('$852 billed yearly');
  await expect(enterprise.getByTestId('plan-price')).toHaveText('Custom');
  await expect(page.getByText('Save 20% with annual billing')).toHaveCount(2);

  await page.getByRole('button', { name: 'Monthly' }).click();
  await expect(starter.getByTestId('plan-price')).toHaveText('$29');
});

test('the pay-as-you-go list shows the six prices', async ({ page }) => {
  await page.goto('/pricing');
  const list = page.getByTestId('payg-list');
  await expect(list.getByRole('listitem')).toHaveCount(6);
  for (const text of [
    'Domestic Ground$8.99 per package',
    'Express Overnight$24.99 per package',
    'International Standard$19.99 per package',
    'International Express$49.99 per package',
    'Freight$89.99 per 100 lbs',
    'Warehouse Storage$2.50 per sq ft/month',
  ]) {
    await expect(list).toContainText(text);
  }
});

test('the FAQ starts closed, opens one answer at a time and closes the open one on a second click', async ({ page }) => {
  await page.goto('/pricing');
  const questions = page.getByRole('button', { expanded: false }).filter({ hasText: '?' });
  await expect(questions).toHaveCount(6);
  await expect(page.getByRole('region', { name: /\?$/ })).toHaveCount(0);

  const first = page.getByRole('button', { name: 'Is there a free trial?' });
  const second = page.getByRole('button', { name: 'Do you offer refunds?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Is there a free trial?' })).toContainText('14-day free trial');

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Is there a free trial?' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Do you offer refunds?' })).toContainText('30-day money-back guarantee');

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { expanded: true })).toHaveCount(0);
});
