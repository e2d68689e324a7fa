import { resolveMongo } from '@meridian/embedded-mongo';
import { loadConfigOrExit } from './config';
import { seedSampleShipments } from './seed/sample-shipments';
import { seedDemoData } from './seed/seed';
import { describeStaff, seedStaff } from './seed/staff';
import { startServer } from './server';

// `pnpm dev`: the dev database (MONGODB_URI, else a local mongod, else the embedded engine persisted under .data/),
// seeded on first start, then the API on PORT. Dev tooling: never bundled (ADR 0010).
const config = loadConfigOrExit();
const mongo = await resolveMongo({ purpose: 'dev', log: (line) => console.warn(line) });
await startServer({
  config,
  mongodbUri: mongo.uri,
  beforeListen: async () => {
    const seeded = await seedDemoData(config.bcryptCost);
    console.warn(
      `[api] demo customer ${seeded.created ? 'created' : 'ready'}: ${seeded.email} / ${seeded.password} (log in at /auth/login)`,
    );
    const staff = await seedStaff(config.bcryptCost);
    if (staff.length > 0) console.warn(`[api] staff accounts created (operator console at /ops, driver view at /driver):\n${describeStaff()}`);
    await seedSampleShipments();
  },
  afterStop: () => mongo.stop(),
});
