import { expect, type APIRequestContext } from '@playwright/test';

/** A calendar date `days` from today (decision 0009: a new booking's pickup may not be in the past). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A valid create body with dates as ISO timestamps, which the API reads as the calendar dates they name. */
export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    vehicleType: 'truck',
    fullNameOrBusiness: 'Seeded Foods Ltd',
    contactPhone: '+1 555 010 0200',
    email: 'ops@seeded.example',
    customerType: 'Business',
    pickupPerson: { name: 'Pia Pickup', phone: '+1 555 010 0300', email: 'pia@seeded.example' },
    pickupLocation: { address: '1 Dock Street', city: 'Baltimore', state: 'MD', country: 'US' },
    receiverPerson: { name: 'Rex Receiver', phone: '+1 555 010 0400', email: 'rex@seeded.example' },
    dropoffLocation: { address: '9 Market Road', city: 'Boston', state: 'MA', country: 'US' },
    goodsType: 'Food',
    cargoWeightKg: 120.5,
    quantity: 4,
    isFragile: false,
    isPerishable: false,
    tempControlCelsius: 0,
    estimatedPickupDate: `${dayFromToday(8)}T00:00:00.000Z`,
    estimatedDeliveryDate: `${dayFromToday(11)}T00:00:00.000Z`,
    ...overrides,
  };
}

interface SeededBooking {
  _id: string;
  trackingNumber?: string;
  status: string;
  fullNameOrBusiness: string;
}

/** Creates bookings through the API (never the UI), a few at a time. */
export async function seedBookings(request: APIRequestContext, token: string, count: number, overrides: (i: number) => Record<string, unknown> = () => ({})) {
  const created: SeededBooking[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, k) => start + k);
    const results = await Promise.all(
      batch.map(async (i) => {
        const response = await request.post('/api/v1/bookings/', {
          headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `seed-${token.slice(-12)}-${i}-${Date.now()}` },
          data: bookingBody({ fullNameOrBusiness: `Seeded Customer ${String(i + 1).padStart(3, '0')}`, ...overrides(i) }),
        });
        expect(response.status(), await response.text()).toBeLessThan(300);
        return ((await response.json()) as { data: SeededBooking }).data;
      }),
    );
    created.push(...results);
  }
  return created;
}

export async function cancelBookingViaApi(request: APIRequestContext, token: string, id: string) {
  const response = await request.patch(`/api/v1/bookings/cancel/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Edits a booking behind the page's back, as another session would (it bumps the version). */
export async function editBookingViaApi(request: APIRequestContext, token: string, id: string, changes: Record<string, unknown>) {
  const headers = { Authorization: `Bearer ${token}` };
  const current = await request.get(`/api/v1/bookings/${id}`, { headers });
  const { version } = ((await current.json()) as { data: { version: number } }).data;
  const response = await request.patch(`/api/v1/bookings/${id}`, { headers, data: { ...changes, version } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}
