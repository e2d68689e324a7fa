import { expect, type APIRequestContext } from '@playwright/test';
import { bookingBody, dayFromToday } from '../bookings/seed';
import { signUp } from '../support/fixtures';
import { SEEDED_TRUCK, signInStaff } from '../support/staff';

export interface AssignedJob {
  id: string;
  trackingNumber: string;
  version: number;
  operatorToken: string;
}

let keys = 0;
const idempotencyKey = () => `e2e-driver-${Date.now()}-${++keys}-${Math.random().toString(36).slice(2, 8)}`;

/** One move through the API, as the operator console makes it. */
async function moveViaApi(request: APIRequestContext, token: string, id: string, body: Record<string, unknown>) {
  const response = await request.post(`/api/v1/bookings/${id}/events`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': idempotencyKey() },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { version: number; trackingNumber: string; milestone: string } }).data;
}

/**
 * A customer's perishable booking (kept at 4 °C, picked up today), confirmed and assigned to `driver` by the
 * operator, all through the API.
 */
export async function assignedJob(request: APIRequestContext, driver: 'driver1' | 'driver2' = 'driver1'): Promise<AssignedJob> {
  const customer = await signUp(request);
  const created = await request.post('/api/v1/bookings/', {
    headers: { Authorization: `Bearer ${customer.token}`, 'Idempotency-Key': idempotencyKey() },
    data: bookingBody({
      isPerishable: true,
      tempControlCelsius: 4,
      isFragile: true,
      estimatedPickupDate: dayFromToday(0),
      estimatedDeliveryDate: dayFromToday(1),
    }),
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const booking = ((await created.json()) as { data: { _id: string; version: number } }).data;

  const operator = await signInStaff(request, 'operator');
  const assignee = await signInStaff(request, driver);
  const confirmed = await moveViaApi(request, operator.token, booking._id, { type: 'confirm', version: booking.version, unpaidReason: 'Pays on delivery' });
  const assigned = await moveViaApi(request, operator.token, booking._id, {
    type: 'assign',
    version: confirmed.version,
    driverId: assignee.user._id,
    vehicleId: SEEDED_TRUCK,
  });
  return { id: booking._id, trackingNumber: assigned.trackingNumber, version: assigned.version, operatorToken: operator.token };
}
