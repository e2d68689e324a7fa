// Screenshots of the screens with "Print labels" (decision 0101), on `pnpm dev:mock`, at 375 px and 1280 px in Debian's
// Chromium: the customer's booking detail, the console's booking page and the driver's job.
// Usage: pnpm --filter @meridian/web dev:mock, then BASE_URL=http://localhost:5173 [OUT_DIR=/tmp/shots-labels] node scripts/screenshots-labels.mjs
import { LOGINS, openScreenshotSession, screenshotTarget } from './screenshot-session.mjs';

const { baseUrl, outDir } = screenshotTarget({ baseUrl: 'http://localhost:5173', outDir: '/tmp/shots-labels' });

const ready = '[data-testid="print-labels"]';
const people = [
  { role: 'customer', login: LOGINS.customer, shots: [{ name: 'booking-detail', path: '/bookings/665f1c2ab0c4d5e6f7a8b903', ready }] },
  { role: 'operator', login: LOGINS.operator, shots: [{ name: 'ops-booking', path: '/ops/bookings/665f1c2ab0c4d5e6f7a8b903', ready }] },
  { role: 'driver', login: LOGINS.driver, shots: [{ name: 'driver-job', path: '/driver/jobs/665f1c2ab0c4d5e6f7a8b903', ready }] },
];

const { tour, close } = await openScreenshotSession({ baseUrl, outDir });
await tour(people);
await close();
