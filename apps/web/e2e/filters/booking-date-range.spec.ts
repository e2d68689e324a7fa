import { dayFromToday, seedBookings } from '../bookings/seed';
import { expect, signUp, test, useSession } from '../support/fixtures';

// Mirrors FILTER_RANGE_MESSAGE in packages/contracts/src/pagination.ts.
const FILTER_RANGE_MESSAGE = 'From date must be on or before To date';

test('when From Date is after To Date, then the message shows beside the dates, nothing is asked of the API and the list keeps its state (decision 0014)', async ({ page, request }) => {
  const session = await signUp(request);
  await seedBookings(request, session.token, 3);
  await useSession(page, session);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/bookings/?')) asked.push(r.url());
  });

  await page.goto('/bookings');
  // From 768 px the filter bar is always open, no Filters button.
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  const today = dayFromToday(0);
  await page.getByLabel('To Date').fill(today);
  await expect(page).toHaveURL(new RegExp(`to=${today}`));
  await expect(page.getByTestId('booking-card')).toHaveCount(3);
  const heading = page.getByRole('heading', { name: /My Bookings \(3\)/ });
  await expect(heading).toBeVisible();
  const askedBefore = asked.length;

  await page.getByLabel('From Date').fill(dayFromToday(1));
  await expect(page.getByText(FILTER_RANGE_MESSAGE)).toBeVisible();
  await expect(page.getByLabel('From Date')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('To Date')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).not.toHaveURL(/from=/);
  await expect(heading).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText('3');
  await expect(page.getByTestId('booking-card')).toHaveCount(3);
  expect(asked.slice(askedBefore).filter((url) => url.includes('from='))).toEqual([]);

  await page.getByLabel('From Date').fill(today);
  await expect(page.getByText(FILTER_RANGE_MESSAGE)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
});
