// SECURITY.md: reads `docker compose config` output (YAML or JSON) on stdin and loads the API's configuration with
// exactly the environment compose gives each API service; exits 1 naming the first one the API would refuse.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { ConfigError, loadConfig } from '../src/config';

const resolved = parse(readFileSync(0, 'utf8')) as { services: Record<string, { environment?: Record<string, string | null> | string[] }> };
const apis = Object.entries(resolved.services).filter(([name]) => name.startsWith('api'));
if (apis.length === 0) {
  console.error('no api service in the compose output');
  process.exit(1);
}
for (const [name, service] of apis) {
  const raw = service.environment ?? {};
  const env = Array.isArray(raw)
    ? Object.fromEntries(raw.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]))
    : Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, value ?? '']));
  try {
    const config = loadConfig(env);
    console.warn(`${name}: starts (${config.env}, mail ${config.smtpUrl ? 'configured' : 'missing'}, payments ${config.payments.provider})`);
  } catch (error) {
    console.error(`${name}: ${error instanceof ConfigError ? error.message : String(error)}`);
    process.exit(1);
  }
}
