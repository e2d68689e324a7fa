import { expect, test } from '../support/fixtures';

test('the services filter shows all services by default and only the chosen category after a click', async ({ page }) => {
  await page.goto('/services');
  const group = page.getByRole('group', { name: 'Filter services by category' });
  await expect(group.getByRole('button')).toHaveText(['All Services', 'Freight', 'Delivery', 'International', 'Warehouse']);
  await expect(group.getByRole('button', { name: 'All Services' })).toHaveAttribute('aria-pressed', 'true');
  const cards = page.getByTestId('core-services').locator('article');
  await expect(cards).toHaveCount(6);

  for (const [label, value] of [
    ['Freight', 'freight'],
    ['Delivery', 'delivery'],
    ['International', 'international'],
    ['Warehouse', 'warehouse'],
  ] as const) {
    await group.getByRole('button', { name: label, exact: true }).click();
    await expect(group.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(6);
    for (const category of await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-category')))) {
      expect(category).toBe(value);
    }
  }
  await group.getByRole('button', { name: 'All Services' }).click();
  await expect(cards).toHaveCount(6);
});

test('the services page shows stats, the four-step process and the specialized services', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByLabel('Our service in numbers')).toContainText('99.9%');
  await expect(page.getByRole('heading', { name: 'Four steps from booking to delivery' })).toBeVisible();
  await expect(page.locator('ol > li')).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Customs Clearance' })).toBeVisible();
});

test('the portfolio filter has seven values and each category shows its one project', async ({ page }) => {
  await page.goto('/portfolio');
  const group = page.getByRole('group', { name: 'Filter projects by category' });
  await expect(group.getByRole('button')).toHaveText(['All', 'Pharmaceutical', 'Healthcare', 'Storage', 'Research', 'Distribution', 'Emergency']);
  const projects = page.getByTestId('projects').getByRole('article');
  await expect(projects).toHaveCount(6);
  for (const [category, title] of [
    ['Pharmaceutical', 'Nationwide Vaccine Distribution'],
    ['Healthcare', 'Hospital Supply Chain'],
    ['Storage', 'Pharmaceutical Warehousing'],
    ['Research', 'Clinical Trial Logistics'],
    ['Distribution', 'Retail Pharmacy Network'],
    ['Emergency', 'Emergency Medical Response'],
  ] as const) {
    await group.getByRole('button', { name: category, exact: true }).click();
    await expect(projects).toHaveCount(1);
    await expect(projects.getByRole('heading')).toHaveText(title);
  }
  await group.getByRole('button', { name: 'All', exact: true }).click();
  await expect(projects).toHaveCount(6);
});

test('the blog features the first article of the filtered list and puts the rest in the grid', async ({ page }) => {
  await page.goto('/blog');
  const group = page.getByRole('group', { name: 'Filter articles by category' });
  await expect(group.getByRole('button')).toHaveText(['All', 'Best Practices', 'Compliance', 'Technology', 'Case Study']);
  const featured = page.getByTestId('featured-post');
  const grid = page.getByTestId('post-grid').getByRole('article');

  await expect(featured.getByRole('heading')).toHaveText('Seven Rules for Shipping Vaccines at 2-8 °C');
  await expect(grid).toHaveCount(6);

  await group.getByRole('button', { name: 'Technology' }).click();
  await expect(featured.getByRole('heading')).toHaveText('How Live Sensors Changed Our Fleet');
  await expect(grid).toHaveCount(1);
  await expect(grid.getByRole('heading')).toHaveText('Route Optimisation Without the Buzzwords');

  await group.getByRole('button', { name: 'Case Study' }).click();
  await expect(featured.getByRole('heading')).toHaveText('FreshMart: 40% Lower Distribution Costs');
  await expect(page.getByTestId('post-grid')).toHaveCount(0);

  await featured.getByRole('button', { name: /Read More/ }).click();
  await expect(page).toHaveURL(/\/blog$/);
});
