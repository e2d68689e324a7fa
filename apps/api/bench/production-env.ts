// What a benchmark's spawned API needs to start with NODE_ENV=production (config.ts refuses production without
// them): the sandbox payment provider allowed explicitly, and an SMTP_URL. Most benchmarks send no e-mail, so the
// default points at a local port nothing listens on; set SMTP_URL to use a real catcher instead. bench:telemetry,
// whose excursions mail the customer, starts a mail server of its own (decision 0072).
export const BENCH_PRODUCTION_ENV = {
  NODE_ENV: 'production',
  ALLOW_SANDBOX_PAYMENTS: 'true',
  SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:9',
} as const;
