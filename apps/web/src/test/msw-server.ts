import { setupServer } from 'msw/node';
import { handlers } from '../mocks/handlers';

// The component tests' network: the same handlers `pnpm dev:mock` runs in the browser. A test seeds the store
// (mocks/db.ts) for what its screen should show and overrides a handler with server.use(...) for an error or an edge.
export const server = setupServer(...handlers);
