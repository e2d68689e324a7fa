import { resolveMongo } from '@meridian/embedded-mongo';
import { loadConfigOrExit } from '../config';
import { compose, connectAppDatabase } from '../composition';
import { createLogger } from '../lib/logger';
import { disconnectDatabase } from '../lib/db';
import { seedDemoPayments } from './demo-payments';
import { seedDemoData } from './seed';
import { describeStaff, seedStaff } from './staff';

// `pnpm --filter @meridian/api seed`: the demo data into the dev database (or MONGODB_URI). Dev tooling run with tsx,
// never bundled (ADR 0010).
const config = loadConfigOrExit();
const mongo = await resolveMongo({ purpose: 'dev', log: (line) => console.warn(line) });
try {
  await connectAppDatabase(mongo.uri);
  await seedStaff(config.bcryptCost);
  const result = await seedDemoData(config.bcryptCost);
  console.warn(
    result.created
      ? `[seed] demo customer created: ${result.email} / ${result.password}`
      : `[seed] demo customer already present: ${result.email} / ${result.password}`,
  );
  console.warn('[seed] business customer (company approved): acme@meridian.test / Acme!2345');
  const paid = await seedDemoPayments(compose({ config, logger: createLogger(config.logLevel) }).payments);
  if (paid > 0) console.warn(`[seed] paid ${paid} demo bookings through the payment sandbox (invoices and receipts issued)`);
  console.warn(`[seed] staff accounts:\n${describeStaff()}`);
} finally {
  await disconnectDatabase();
  await mongo.stop();
}
