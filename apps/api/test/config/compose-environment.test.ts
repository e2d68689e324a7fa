import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config';

// SECURITY.md, item 15: compose gave the API NODE_ENV=production but no SMTP_URL and no payment setting, so
// `docker compose up` brought up no API. The API must accept exactly the environment compose gives it.
const COMPOSE = fileURLToPath(new URL('../../../../docker/compose.yaml', import.meta.url));

/** ${NAME:-default} and ${NAME:?message} as compose resolves them, from `vars`. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_all, name: string, op?: string, rest?: string) => {
    if (vars[name]) return vars[name]!;
    if (op === '-') return rest ?? '';
    throw new Error(`${name} is required: ${rest ?? ''}`);
  });
}

describe('the compose deployment (SECURITY.md)', () => {
  it('when the API gets exactly the environment compose gives each replica, then its configuration loads', () => {
    const compose = parse(readFileSync(COMPOSE, 'utf8'), { merge: true }) as { services: Record<string, { environment?: Record<string, string> }> };
    for (const name of ['api-1', 'api-2']) {
      const raw = compose.services[name]?.environment;
      expect(raw, name).toBeDefined();
      const env = Object.fromEntries(Object.entries(raw!).map(([key, value]) => [key, interpolate(String(value), { JWT_SECRET: 'ci-only-compose-config-check-0123456789' })]));
      const config = loadConfig(env);
      expect(config).toMatchObject({ env: 'production', smtpUrl: 'smtp://mail:1025', payments: { provider: 'sandbox' } });
      expect(config.shutdown.drainMs).toBe(5000);
    }
    expect(Object.keys(compose.services)).toContain('mail');
  });
});
