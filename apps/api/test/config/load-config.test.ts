import { GS1_DOCUMENTATION_COMPANY_PREFIX } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig, PRODUCTION_MIN_BCRYPT_COST } from '../../src/config';

const strongSecret = 's'.repeat(40);

describe('loadConfig', () => {
  it('when nothing is set, then the documented defaults apply (bcrypt cost at least 12)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 4000, jwtExpiresIn: '1d', jwtRememberExpiresIn: '30d', bcryptCost: 12 });
    expect(config.bcryptCost).toBeGreaterThanOrEqual(PRODUCTION_MIN_BCRYPT_COST);
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
    expect(config.outboxDir).toMatch(/apps\/api\/\.outbox$/);
    // Development mail links open the web dev server people use with `pnpm dev`; elsewhere the API's own port.
    expect(config.appBaseUrl).toBe('http://localhost:5173');
    expect(loadConfig({ NODE_ENV: 'test' }).appBaseUrl).toBe('http://localhost:4000');
  });

  it('when GS1_COMPANY_PREFIX is unset, then SSCCs use GS1\'s documentation prefix; when it is not 6-12 digits, then it refuses naming it (decision 0098)', () => {
    expect(loadConfig({}).gs1CompanyPrefix).toBe(GS1_DOCUMENTATION_COMPANY_PREFIX);
    expect(loadConfig({ GS1_COMPANY_PREFIX: '871234567890' }).gs1CompanyPrefix).toBe('871234567890');
    for (const bad of ['12345', '1234567890123', '06141A1', ' 0614141']) {
      expect(() => loadConfig({ GS1_COMPANY_PREFIX: bad }), bad).toThrow(/^Invalid configuration: GS1_COMPANY_PREFIX must be a GS1 company prefix of 6 to 12 digits$/);
    }
  });

  it('when MAIL_CONCURRENCY and SMS_CONCURRENCY are unset, then each worker has 4 lanes; a set value wins, and one that is not 1-64 lanes is refused naming it', () => {
    expect(loadConfig({})).toMatchObject({ mailConcurrency: 4, sms: { concurrency: 4 } });
    expect(loadConfig({ MAIL_CONCURRENCY: '2', SMS_CONCURRENCY: '16' })).toMatchObject({ mailConcurrency: 2, sms: { concurrency: 16 } });
    for (const name of ['MAIL_CONCURRENCY', 'SMS_CONCURRENCY']) {
      for (const bad of ['0', '65', '2.5', 'many', '-1']) {
        expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(new RegExp(`^Invalid configuration: ${name} must be a whole number of lanes from 1 to 64$`));
      }
    }
  });

  it('when production lacks MONGODB_URI, then it refuses with one line naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: strongSecret })).toThrow(/^Invalid configuration: MONGODB_URI is required in production$/);
  });

  it('when production has a weak or missing JWT_SECRET, then it refuses naming JWT_SECRET', () => {
    const base = { NODE_ENV: 'production', MONGODB_URI: 'mongodb://db:27017/meridian' };
    expect(() => loadConfig(base)).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...base, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ ...base, JWT_SECRET: strongSecret, ALLOW_SANDBOX_PAYMENTS: 'true', SMTP_URL: 'smtp://mailer:secret@smtp.example.test:587' }).env).toBe('production');
  });

  it('when production has no SMTP_URL, then it refuses naming SMTP_URL (decision 0027)', () => {
    const base = { NODE_ENV: 'production', MONGODB_URI: 'mongodb://db:27017/meridian', JWT_SECRET: strongSecret, ALLOW_SANDBOX_PAYMENTS: 'true' };
    expect(() => loadConfig(base)).toThrow(/^Invalid configuration: SMTP_URL is required in production/);
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://smtp.example.test' })).toThrow(/SMTP_URL/);
    const config = loadConfig({ ...base, SMTP_URL: 'smtps://mailer:secret@smtp.example.test:465' });
    expect(config.smtpUrl).toBe('smtps://mailer:secret@smtp.example.test:465');
    expect(config.mailFrom).toBe('Meridian Express <no-reply@meridian-express.com>');
  });

  it('when SMTP_URL is set outside production, then every message goes there', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(loadConfig({}).smtpUrl).toBeUndefined();
  });

  it('when production lowers the bcrypt cost below 12, then it refuses', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db/x', JWT_SECRET: strongSecret, BCRYPT_COST: '4' })).toThrow(/BCRYPT_COST/);
  });

  it('when a value is malformed, then the message names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT /);
    expect(() => loadConfig({ MONGODB_URI: 'http://nope' })).toThrow(/MONGODB_URI/);
    expect(() => loadConfig({ JWT_EXPIRES_IN: 'forever' })).toThrow(/JWT_EXPIRES_IN/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ APP_BASE_URL: 'not a url' })).toThrow(/APP_BASE_URL/);
  });

  it('when WEBHOOK_ALLOW_PRIVATE_TARGETS is unset, then private targets are allowed in development and test only (decision 0057)', () => {
    const production = { NODE_ENV: 'production', MONGODB_URI: 'mongodb://db:27017/meridian', JWT_SECRET: strongSecret, ALLOW_SANDBOX_PAYMENTS: 'true', SMTP_URL: 'smtp://smtp.example.test:587' };
    expect(loadConfig(production).webhooks).toEqual({ allowPrivateTargets: false, timeoutMs: 10_000 });
    expect(loadConfig({ NODE_ENV: 'development' }).webhooks.allowPrivateTargets).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).webhooks.allowPrivateTargets).toBe(true);
    expect(loadConfig({ ...production, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }).webhooks.allowPrivateTargets).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' }).webhooks.allowPrivateTargets).toBe(false);
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'yes' })).toThrow(/^Invalid configuration: WEBHOOK_ALLOW_PRIVATE_TARGETS/);
  });

  it('when CORS_ORIGINS lists origins, then they are split and trimmed', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.test, https://b.test ,' }).corsOrigins).toEqual(['https://a.test', 'https://b.test']);
  });
});

describe('rate-limit defaults', () => {
  it('when nothing is set outside test, then login allows 10 tries per account and 100 per IP per 15 minutes, and an API key 600 requests a minute', () => {
    expect(loadConfig({}).rateLimit).toEqual({ windowMs: 900_000, authPerIp: 100, authPerAccount: 10, publicPerIp: 60, trackingPerIp: 60, placesPerIp: 600, apiKeyPerMinute: 600 });
  });

  it('when a limit is set, then it wins in any environment', () => {
    expect(loadConfig({ NODE_ENV: 'test', RATE_LIMIT_AUTH_PER_ACCOUNT: '3' }).rateLimit.authPerAccount).toBe(3);
  });
});

describe('shutdown settings (decision 0033)', () => {
  it('when nothing is set, then SIGTERM has 20 s to finish and no drain delay', () => {
    expect(loadConfig({}).shutdown).toEqual({ graceMs: 20_000, drainMs: 0 });
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '30000', SHUTDOWN_DRAIN_MS: '5000' }).shutdown).toEqual({ graceMs: 30_000, drainMs: 5_000 });
  });

  it('when production sets no drain, then it drains 5 s (SECURITY.md: rolling restarts dropped requests with 0); an explicit value wins', () => {
    const production = { NODE_ENV: 'production', MONGODB_URI: 'mongodb://db:27017/meridian', JWT_SECRET: strongSecret, ALLOW_SANDBOX_PAYMENTS: 'true', SMTP_URL: 'smtp://mailer:secret@smtp.example.test:587' };
    expect(loadConfig(production).shutdown).toEqual({ graceMs: 20_000, drainMs: 5_000 });
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '0' }).shutdown.drainMs).toBe(0);
    expect(() => loadConfig({ ...production, SHUTDOWN_GRACE_MS: '4000' })).toThrow('Invalid configuration: SHUTDOWN_DRAIN_MS must be shorter than SHUTDOWN_GRACE_MS');
  });

  it('when the drain is not shorter than the grace period, then the configuration is refused naming SHUTDOWN_DRAIN_MS', () => {
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '5000', SHUTDOWN_DRAIN_MS: '5000' })).toThrow('Invalid configuration: SHUTDOWN_DRAIN_MS must be shorter than SHUTDOWN_GRACE_MS');
  });
});
