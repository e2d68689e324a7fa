import { expect, freezeClock, test, type Page } from '../support/fixtures';

test.use({ viewport: { width: 375, height: 800 } });

const indexOf = (page: Page, testId: string) => page.getByTestId(testId).getAttribute('data-carousel-index');

test('below 768 px the why-us cards advance every 4 s with arrows and dots, wrapping around', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  const carousel = page.getByTestId('whyus-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expect(carousel).toHaveAttribute('data-carousel-index', '0');
  await expect(carousel.getByRole('button', { name: /Go to slide/ })).toHaveCount(6);
  await page.clock.runFor(3900);
  await expect(carousel).toHaveAttribute('data-carousel-index', '0');
  await page.clock.runFor(200);
  await expect(carousel).toHaveAttribute('data-carousel-index', '1');

  await carousel.getByRole('button', { name: 'Go to slide 6' }).click();
  await expect(carousel).toHaveAttribute('data-carousel-index', '5');
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel).toHaveAttribute('data-carousel-index', '0');
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(carousel).toHaveAttribute('data-carousel-index', '5');
  await expect(carousel.getByRole('heading', { name: 'Lower Costs' })).toBeVisible();
});

test('below 768 px the testimonials advance every 5 s and wrap from the third to the first', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  const carousel = page.getByTestId('testimonials-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expect(carousel.getByRole('button', { name: /Go to slide/ })).toHaveCount(3);
  await carousel.getByRole('button', { name: 'Go to slide 3' }).click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(carousel).toHaveAttribute('data-carousel-index', '2');
  await page.clock.runFor(4900);
  await expect(carousel).toHaveAttribute('data-carousel-index', '2');
  await page.clock.runFor(200);
  await expect(carousel).toHaveAttribute('data-carousel-index', '0');
});

test('a carousel pauses while hovered and goes on when the pointer leaves', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  const carousel = page.getByTestId('whyus-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await carousel.hover();
  await page.clock.runFor(12_000);
  expect(await indexOf(page, 'whyus-carousel')).toBe('0');
  await page.mouse.move(0, 0);
  await page.clock.runFor(4100);
  await expect(carousel).toHaveAttribute('data-carousel-index', '1');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the carousels do not auto-advance', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await page.clock.runFor(12_000);
    expect(await indexOf(page, 'whyus-carousel')).toBe('0');
    expect(await indexOf(page, 'testimonials-carousel')).toBe('0');
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the why-us cards and testimonials are grids without arrows', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('whyus-carousel').getByRole('listitem')).toHaveCount(6);
    await expect(page.getByTestId('testimonials-carousel').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
  });
});
