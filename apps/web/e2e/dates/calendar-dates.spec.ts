import { calendarDateAhead, fillBookingWizard, submitAndOpenConfirmation } from '../booking-wizard/fill-wizard';
import { expect, signUp, test, useSession } from '../support/fixtures';

// Decision 0009: a pickup or delivery date is a calendar date (YYYY-MM-DD) in the customer's own zone, stored as is and
// shown as the same "Mon D, YYYY" on every screen, west of Greenwich as well as east of it.
for (const timezoneId of ['America/Los_Angeles', 'Asia/Tokyo']) {
  test.describe(`dates with the browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('the pickup and delivery dates read the same day on the review, the confirmation, My Bookings and the booking detail', async ({ page, request }) => {
      await useSession(page, await signUp(request));
      const pickup = calendarDateAhead(5, timezoneId);
      const delivery = calendarDateAhead(8, timezoneId);
      const customer = `Calendar ${timezoneId}`;
      await fillBookingWizard(page, { customer, pickupDate: pickup.value, deliveryDate: delivery.value });

      // The delivery date shows twice on the review and the confirmation: as chosen, and in the delivery estimate.
      await expect(page.getByText(pickup.label).first()).toBeVisible();
      await expect(page.getByText(delivery.label).first()).toBeVisible();
      await expect(page.getByText(pickup.value)).toHaveCount(0);

      await submitAndOpenConfirmation(page, () => page.getByRole('button', { name: 'Confirm & Submit' }).click());
      await expect(page.getByText(pickup.label).first()).toBeVisible();
      await expect(page.getByText(delivery.label).first()).toBeVisible();

      await page.getByRole('link', { name: 'View Booking' }).click();
      await expect(page).toHaveURL(/\/bookings\/[0-9a-f]{24}$/);
      // Soft from here: each screen reports on its own, so one wrong screen does not hide another.
      await expect.soft(page.getByText(pickup.label).first()).toBeVisible();
      await expect.soft(page.getByText(delivery.label).first()).toBeVisible();
      await expect.soft(page.locator('main')).not.toContainText('12:00 AM UTC');

      await page.goto('/bookings');
      const card = page.getByTestId('booking-card').filter({ hasText: customer });
      await expect.soft(card).toContainText(pickup.label);
      await expect.soft(card).toContainText(delivery.label);
      await expect.soft(card).not.toContainText('12:00 AM UTC');
    });
  });
}
