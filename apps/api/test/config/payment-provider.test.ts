import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

const production = { NODE_ENV: 'production', MONGODB_URI: 'mongodb://db:27017/meridian', JWT_SECRET: 's'.repeat(40), SMTP_URL: 'smtp://mailer:secret@smtp.example.test:587' };

describe('PAYMENT_PROVIDER (decision 0024)', () => {
  it('when nothing is set outside production, then the sandbox is the provider', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox' });
    expect(loadConfig({ NODE_ENV: 'test' }).payments.provider).toBe('sandbox');
  });

  it('when production would run the sandbox without ALLOW_SANDBOX_PAYMENTS=true, then it refuses to start naming PAYMENT_PROVIDER', () => {
    expect(() => loadConfig(production)).toThrow(/^Invalid configuration: PAYMENT_PROVIDER is the sandbox, which takes no real money/);
    expect(() => loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'false' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('when production explicitly allows the sandbox, then it starts with it', () => {
    expect(loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'true' }).payments.provider).toBe('sandbox');
  });

  it('when an unknown provider is named, then it refuses', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'coin-toss' })).toThrow(/PAYMENT_PROVIDER/);
  });
});
