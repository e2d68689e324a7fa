import { expect, test } from '../support/fixtures';

// On a short page the footer sits at the bottom of the window, with no white band under it.
for (const height of [900, 1200]) {
  test.describe(`at 1280x${height}`, () => {
    test.use({ viewport: { width: 1280, height } });

    // /track is no longer short: it became a real tracking screen with sample shipments and a result (decision 0018).
    for (const path of ['/no-such-page']) {
      test(`when a visitor opens the short page ${path}, then the footer's bottom meets the bottom of the window`, async ({ page }) => {
        await page.goto(path);
        const footer = page.getByRole('contentinfo');
        await expect(footer).toBeVisible();
        const box = await footer.boundingBox();
        expect(box).not.toBeNull();
        expect(Math.round(box!.y + box!.height)).toBe(height);
      });
    }
  });
}
