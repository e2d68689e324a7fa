import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveMongo, type ResolvedMongo } from '@meridian/embedded-mongo';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// The CLI runs as its own process against the database MONGODB_URI names, as an operator on a server would run it.
let mongo: ResolvedMongo;
let client: MongoClient;

beforeAll(async () => {
  mongo = await resolveMongo({ purpose: 'test', log: () => undefined });
  client = await MongoClient.connect(mongo.uri);
  await client
    .db()
    .collection('users')
    .insertOne({ firstName: 'Cli', lastName: 'User', email: 'cli.user@example.test', phoneNumber: '+1 555', address: 'x', companyName: 'x', role: 'customer', passwordHash: 'x' });
});

afterAll(async () => {
  await client.close();
  await mongo.stop();
});

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/user-role.ts', ...args], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', MONGODB_URI: mongo.uri, MONGO_ENGINE: 'uri', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const roleOf = async (email: string) => (await client.db().collection('users').findOne({ email }))?.role;

describe('pnpm --filter @meridian/api user:role <email> <role>', () => {
  it('when the e-mail exists and the role is valid, then it changes the role, prints one line and exits 0', async () => {
    const result = await runCli(['CLI.User@example.test', 'driver']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('cli.user@example.test is now driver (was customer).\n');
    expect(await roleOf('cli.user@example.test')).toBe('driver');
  });

  it('when no user has the e-mail, then it says so in one line and exits 1', async () => {
    const result = await runCli(['nobody@example.test', 'admin']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('No user with the e-mail nobody@example.test.');
    expect(await client.db().collection('users').countDocuments({ email: 'nobody@example.test' })).toBe(0);
  });

  it('when the role is not a role, then it names the valid ones, exits 1 and changes nothing', async () => {
    const before = await roleOf('cli.user@example.test');
    const result = await runCli(['cli.user@example.test', 'root']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('Unknown role "root": use one of customer, operator, driver, admin.');
    expect(await roleOf('cli.user@example.test')).toBe(before);
  });

  it('when arguments are missing, then it prints the usage and exits 1', async () => {
    const result = await runCli([]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Usage: pnpm --filter @meridian\/api user:role <email> <role>/);
  });
});
