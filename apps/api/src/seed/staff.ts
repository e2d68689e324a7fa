import bcrypt from 'bcrypt';
import type { UserRole, VehicleCreate } from '@meridian/contracts';
import { UserModel } from '../modules/users/users.model';
import { insertMissingVehicles } from '../modules/vehicles/vehicles.service';

// The dev seed's people who move the freight (decision 0017), next to the demo customer. Printed at first start and listed
// in the README; the e2e server seeds them too (apps/web/e2e/support/staff.ts mirrors these credentials).
export const STAFF_ACCOUNTS = [
  { role: 'admin', email: 'admin@meridian.test', password: 'Admin!2345', firstName: 'Ada', lastName: 'Admin', phoneNumber: '+1 410 555 0190' },
  { role: 'operator', email: 'ops@meridian.test', password: 'Ops!23456', firstName: 'Olivia', lastName: 'Ops', phoneNumber: '+1 410 555 0191' },
  { role: 'driver', email: 'driver1@meridian.test', password: 'Drive!2345', firstName: 'Diego', lastName: 'Ramos', phoneNumber: '+1 410 555 0192' },
  { role: 'driver', email: 'driver2@meridian.test', password: 'Drive!2345', firstName: 'Priya', lastName: 'Shah', phoneNumber: '+1 410 555 0193' },
] as const satisfies readonly { role: UserRole; email: string; password: string; firstName: string; lastName: string; phoneNumber: string }[];

// The fleet they drive (decision 0047). TRK-101, which the journeys assign, takes any road cargo, cold or not, up to
// 12 t; the others give the assign dialog something to refuse (VAN-07 is small, TRK-102 is not refrigerated).
const SEED_VEHICLES = [
  { id: 'TRK-101', type: 'truck', refrigerated: true, capacityKg: 12_000 },
  { id: 'TRK-102', type: 'truck', refrigerated: false, capacityKg: 3_500 },
  { id: 'TRK-204', type: 'truck', refrigerated: true, capacityKg: 8_000 },
  { id: 'VAN-07', type: 'truck', refrigerated: false, capacityKg: 900 },
  { id: 'AIR-B763-12', type: 'air', refrigerated: true, capacityKg: 45_000 },
  { id: 'SEA-MSC-ANNA', type: 'sea', refrigerated: true, capacityKg: 100_000 },
] as const satisfies readonly VehicleCreate[];

/** Creates the staff accounts that do not exist yet, and the fleet's missing vehicles; returns the accounts it created. */
export async function seedStaff(bcryptCost: number): Promise<(typeof STAFF_ACCOUNTS)[number][]> {
  const created: (typeof STAFF_ACCOUNTS)[number][] = [];
  for (const account of STAFF_ACCOUNTS) {
    if (await UserModel.exists({ email: account.email })) continue;
    await UserModel.create({
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      phoneNumber: account.phoneNumber,
      address: '1 Harbor Point, Baltimore, MD',
      companyName: 'Meridian Express',
      role: account.role,
      verified: true,
      emailVerified: true,
      passwordHash: await bcrypt.hash(account.password, bcryptCost),
    });
    created.push(account);
  }
  await insertMissingVehicles(SEED_VEHICLES.map((vehicle) => ({ ...vehicle, imported: false })));
  return created;
}

export function describeStaff(): string {
  return STAFF_ACCOUNTS.map((a) => `  ${a.role.padEnd(8)} ${a.email} / ${a.password}`).join('\n');
}
