import fc from 'fast-check';

// Property tests replay one fixed seed in `pnpm test`, so CI says the same thing twice; PROPERTY_SEED=random (the
// test:properties script) explores new cases.
if (process.env.PROPERTY_SEED !== 'random') fc.configureGlobal({ seed: Number(process.env.PROPERTY_SEED ?? 20_261_205) });
