import { resolveMongo } from '@meridian/embedded-mongo';
import { loadConfigOrExit } from './config';
import { startDevMailCatcher } from './dev-mail-catcher';
import { seedDemoPayments } from './seed/demo-payments';
import { seedDemoData } from './seed/seed';
import { describeStaff, seedStaff } from './seed/staff';
import { startServer } from './server';

// `pnpm dev`: the dev database (MONGODB_URI, else a local mongod, else the embedded engine persisted under .data/),
// seeded on first start, then the API on PORT. Dev tooling: never bundled (ADR 0010).
const loaded = loadConfigOrExit();
const mongo = await resolveMongo({ purpose: 'dev', log: (line) => console.warn(line) });
// SMTP_URL wins; without it, e-mail goes to a local catcher you read in the browser (else the outbox folder).
const catcher = loaded.smtpUrl ? null : await startDevMailCatcher();
if (catcher) console.warn(`[api] e-mail is caught by MailDev: read it at ${catcher.webUrl}`);
else if (!loaded.smtpUrl) console.warn(`[api] no SMTP_URL and no mail catcher: e-mails are written to ${loaded.outboxDir}`);
const config = catcher ? { ...loaded, smtpUrl: catcher.smtpUrl } : loaded;
await startServer({
  config,
  mongodbUri: mongo.uri,
  beforeListen: async ({ payments }) => {
    // Staff first: the demo's shipments are moved by the seeded operator and drivers.
    const staff = await seedStaff(config.bcryptCost);
    if (staff.length > 0) console.warn(`[api] staff accounts created (operator console at /ops, driver view at /driver):\n${describeStaff()}`);
    const seeded = await seedDemoData(config.bcryptCost);
    console.warn(
      `[api] demo customer ${seeded.created ? 'created' : 'ready'}: ${seeded.email} / ${seeded.password} (log in at /auth/login; sample tracking numbers DL-1001, DL-1002, DL-1003)`,
    );
    const paid = await seedDemoPayments(payments);
    if (paid > 0) console.warn(`[api] paid ${paid} demo bookings through the payment sandbox (invoices and receipts issued)`);
  },
  afterStop: async () => {
    await catcher?.stop();
    await mongo.stop();
  },
});
