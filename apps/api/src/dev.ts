import { loadConfigOrExit } from './config';
import { startServer } from './server';
import { seedDemoData } from './seed/seed';

// `pnpm dev`: the persisted dev database, seeded on first start, then the API on PORT.
const config = loadConfigOrExit();
await startServer({
  purpose: 'dev',
  beforeListen: async () => {
    const seeded = await seedDemoData(config.bcryptCost);
    console.warn(
      `[api] demo customer ${seeded.created ? 'created' : 'ready'}: ${seeded.email} / ${seeded.password} (log in at /auth/login)`,
    );
  },
});
