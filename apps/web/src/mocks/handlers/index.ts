import { authHandlers } from './auth';
import { bookingHandlers } from './bookings';
import { claimHandlers } from './claims';
import { moneyHandlers } from './money';
import { notificationHandlers } from './notifications';
import { opsHandlers } from './ops';
import { organizationHandlers } from './organization';
import { publicHandlers } from './public';

// Every /api/v1 call the web makes, answered from the in-memory store (mocks/db.ts) with fixtures the contracts parse.
// The component tests (src/test/msw-server.ts) and `pnpm dev:mock` (mocks/browser.ts) run on this one list.
export const handlers = [...authHandlers, ...bookingHandlers, ...claimHandlers, ...moneyHandlers, ...notificationHandlers, ...organizationHandlers, ...opsHandlers, ...publicHandlers];
