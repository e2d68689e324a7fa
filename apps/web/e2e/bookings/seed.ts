import { expect, type APIRequestContext } from '@playwright/test';

const DAY_MS = 86_400_000;
// Relative to today: the API refuses a pickup in the past (issue 12), so fixed dates would expire.
const daysFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** A valid create body (spec 7): dates as ISO timestamps. */
export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    vehicleType: 'truck',
    fullNameOrBusiness: 'Seeded Foods Ltd',
    contactPhone: '+1 555 010 0200',
    email: 'ops@seeded.example',
    customerType: 'Business',
    pickupPerson: { name: 'Pia Pickup', phone: '+1 555 010 0300', email: 'pia@seeded.example' },
    pickupLocation: { address: '1 Dock Street', city: 'Baltimore', state: 'MD' },
    receiverPerson: { name: 'Rex Receiver', phone: '+1 555 010 0400', email: 'rex@seeded.example' },
    dropoffLocation: { address: '9 Market Road', city: 'Boston', state: 'MA' },
    goodsType: 'Food',
    cargoWeightKg: 120.5,
    quantity: 4,
    isFragile: false,
    isPerishable: false,
    tempControlCelsius: 0,
    estimatedPickupDate: daysFromToday(8),
    estimatedDeliveryDate: daysFromToday(11),
    ...overrides,
  };
}

export interface SeededBooking {
  _id: string;
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
