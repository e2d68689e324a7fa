import { expect, type APIRequestContext } from '@playwright/test';

// Mirrors STAFF_ACCOUNTS in apps/api/src/seed/staff.ts (the e2e server seeds them at start).
export const STAFF = {
  admin: { email: 'admin@meridian.test', password: 'Admin!2345' },
  operator: { email: 'ops@meridian.test', password: 'Ops!23456' },
  driver1: { email: 'driver1@meridian.test', password: 'Drive!2345' },
  driver2: { email: 'driver2@meridian.test', password: 'Drive!2345' },
} as const;

export type StaffKey = keyof typeof STAFF;

// Mirrors SEED_VEHICLES in apps/api/src/seed/staff.ts: a refrigerated 12 t truck that takes any road booking the journeys make.
export const SEEDED_TRUCK = 'TRK-101';

/** Adds a vehicle to the fleet through the API (decision 0047), for a journey that needs one of its own (a sensor's). */
export async function addVehicle(request: APIRequestContext, token: string, vehicle: { id: string; type?: 'truck' | 'air' | 'sea'; refrigerated?: boolean; capacityKg?: number }) {
  const response = await request.post('/api/v1/ops/vehicles', {
    headers: { Authorization: `Bearer ${token}` },
    data: { type: 'truck', refrigerated: true, capacityKg: 10_000, ...vehicle },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Logs a seeded staff member in through the API: the session to hand to useSession. */
export async function signInStaff(request: APIRequestContext, who: StaffKey) {
  const response = await request.post('/api/v1/auth/login', { data: STAFF[who] });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { token: string; user: { _id: string; firstName: string; lastName: string; email: string; companyName: string; role: string } } };
  return body.data;
}
