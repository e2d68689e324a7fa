// Screenshots of `pnpm dev:mock` (decision 0093): the SPA on the MSW handlers, signed in through the login form with the
// README's demo logins, at 375 px and 1280 px in Debian's Chromium. No API, no database.
// Usage: pnpm --filter @meridian/web dev:mock, then BASE_URL=http://localhost:5173 [OUT_DIR=/tmp/shots] node scripts/screenshots-mock.mjs
import { LOGINS, openScreenshotSession, screenshotTarget } from './screenshot-session.mjs';

const { baseUrl, outDir } = screenshotTarget({ baseUrl: 'http://localhost:5173', outDir: '/tmp/shots-mock' });

const visits = (paths) => paths.map((path) => ({ name: path.replaceAll('/', '-').replace(/^-/, '') || 'home', path }));
const people = [
  { role: 'customer', login: LOGINS.customer, shots: visits(['/dashboard', '/bookings', '/bookings/665f1c2ab0c4d5e6f7a8b901']) },
  { role: 'operator', login: LOGINS.operator, shots: visits(['/ops', '/ops/bookings/665f1c2ab0c4d5e6f7a8b903', '/ops/vehicles']) },
];

const { tour, close } = await openScreenshotSession({ baseUrl, outDir });
await tour(people, { settle: 800 });
await close();
