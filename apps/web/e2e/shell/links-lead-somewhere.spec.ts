import { expect, test } from '../support/fixtures';

// Every footer link leads to a page that has what it names, and the hero's box opens the shipment.

test('when each footer link is followed, then it lands on a real page and, where it names a section, that section is in view', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const links = footer.getByRole('navigation').getByRole('link');
  await expect(links.first()).toBeVisible();
  const targets = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  expect(targets.length).toBeGreaterThanOrEqual(12);
  // Each link is followed from the footer of the page the previous one opened (every public page has the footer).
  for (const target of targets) {
    await page.getByRole('contentinfo').locator(`a[href="${target}"]`).first().click();
    const [path, section] = target.split('#');
    await expect(page).toHaveURL(new RegExp(`${path!.replace(/[/?]/g, '\\$&')}${section ? `#${section}` : ''}$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (section) await expect(page.locator(`[id="${section}"]`)).toBeInViewport();
  }
});

test('when a tracking number is typed into the hero, then the tracking page opens on it', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('search', { name: 'Track a shipment' });
  await box.getByRole('textbox').fill('  ');
  await box.getByRole('button', { name: 'Track' }).click();
  await expect(page).toHaveURL(/\/$/);
  await box.getByRole('textbox').fill('DL-1001');
  await box.getByRole('button', { name: 'Track' }).click();
  await expect(page).toHaveURL(/\/track\/DL-1001$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
