import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join, resolve as resolvePath } from 'node:path';
import { randomBytes } from 'node:crypto';
import { EmbeddedMongo } from './server';

type MongoEngine = 'uri' | 'memory-server' | 'embedded';

export interface ResolvedMongo {
  /** Connection string including the database name. */
  uri: string;
  engine: MongoEngine;
  /** The one line printed about which engine serves and where its data lives. */
  description: string;
  stop(): Promise<void>;
}

export interface ResolveMongoOptions {
  purpose: 'dev' | 'test';
  dbName?: string;
  /** Where dev data persists; default <repo>/.data/mongo. */
  dataDir?: string;
  log?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
}

function findRepoRoot(start = process.cwd()): string {
  let dir = resolvePath(start);
  while (dir !== dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

function defaultDataDir(): string {
  return join(findRepoRoot(), '.data', 'mongo');
}

function withDatabase(uri: string, dbName: string): string {
  const url = new URL(uri);
  url.pathname = `/${dbName}`;
  return url.toString();
}

function databaseOf(uri: string): string | undefined {
  const name = new URL(uri).pathname.replace(/^\//, '');
  return name || undefined;
}

/** A mongod binary already on this machine; memory-server may only use one of these unless downloads are allowed. */
function localMongodBinary(env: NodeJS.ProcessEnv): string | undefined {
  if (env.MONGOMS_SYSTEM_BINARY && existsSync(env.MONGOMS_SYSTEM_BINARY)) return env.MONGOMS_SYSTEM_BINARY;
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, 'mongod');
    if (dir && existsSync(candidate)) return candidate;
  }
  const cache = join(homedir(), '.cache', 'mongodb-binaries');
  if (existsSync(cache)) {
    const found = readdirSync(cache).find((name) => name.startsWith('mongod'));
    if (found) return join(cache, found);
  }
  return undefined;
}

async function viaUri(baseUri: string, opts: ResolveMongoOptions, dbName: string): Promise<ResolvedMongo> {
  if (opts.purpose === 'dev') {
    const uri = databaseOf(baseUri) ? baseUri : withDatabase(baseUri, dbName);
    return { uri, engine: 'uri', description: `[mongo] engine=uri (MONGODB_URI, database ${databaseOf(uri)})`, stop: async () => {} };
  }
  // Tests get a fresh database on the real server and drop it afterwards.
  const testDb = `${databaseOf(baseUri) ?? dbName}-test-${randomBytes(4).toString('hex')}`;
  const uri = withDatabase(baseUri, testDb);
  return {
    uri,
    engine: 'uri',
    description: `[mongo] engine=uri (MONGODB_URI, fresh database ${testDb})`,
    stop: async () => {
      const { MongoClient } = await import('mongodb');
      const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 3000 });
      try {
        await client.db(testDb).dropDatabase();
      } finally {
        await client.close();
      }
    },
  };
}

async function viaMemoryServer(opts: ResolveMongoOptions, dbName: string, binary: string | undefined): Promise<ResolvedMongo> {
  const { MongoMemoryServer } = await import('mongodb-memory-server');
  const dataDir = opts.purpose === 'dev' ? join(opts.dataDir ?? defaultDataDir(), '..', 'mongod') : undefined;
  const server = await MongoMemoryServer.create({
    ...(binary ? { binary: { systemBinary: binary } } : {}),
    ...(dataDir ? { instance: { dbPath: dataDir, storageEngine: 'wiredTiger' as const } } : {}),
  });
  const uri = withDatabase(server.getUri(), dbName);
  const where = dataDir ? `persisted at ${dataDir}` : 'in memory, fresh for this run';
  return { uri, engine: 'memory-server', description: `[mongo] engine=memory-server (${where}) uri=${uri}`, stop: async () => void (await server.stop()) };
}

async function viaEmbedded(opts: ResolveMongoOptions, dbName: string, env: NodeJS.ProcessEnv): Promise<ResolvedMongo> {
  if (env.NODE_ENV === 'production') {
    throw new Error('embedded-mongo is a development and test engine; set MONGODB_URI to a real MongoDB in production');
  }
  const dataDir = opts.purpose === 'dev' ? (opts.dataDir ?? defaultDataDir()) : undefined;
  const server = await EmbeddedMongo.create(dataDir ? { dataDir } : {});
  const uri = server.getUri(dbName);
  const where = dataDir ? `persisted at ${dataDir}` : 'in memory, fresh for this run';
  return { uri, engine: 'embedded', description: `[mongo] engine=embedded (${where}) uri=${uri}`, stop: () => server.stop() };
}

/**
 * The one place that decides which MongoDB serves: MONGODB_URI when set; else a mongod already on this
 * machine through mongodb-memory-server; else the embedded server. MONGO_ENGINE forces a path.
 */
export async function resolveMongo(opts: ResolveMongoOptions): Promise<ResolvedMongo> {
  const env = opts.env ?? process.env;
  const dbName = opts.dbName ?? 'meridian';
  const forced = env.MONGO_ENGINE as MongoEngine | 'auto' | undefined;
  let resolved: ResolvedMongo;
  if (forced && forced !== 'auto' && !['uri', 'memory-server', 'embedded'].includes(forced)) {
    throw new Error(`MONGO_ENGINE must be one of auto, uri, memory-server, embedded (got "${forced}")`);
  }
  if (forced === 'uri' || ((!forced || forced === 'auto') && env.MONGODB_URI)) {
    if (!env.MONGODB_URI) throw new Error('MONGO_ENGINE=uri needs MONGODB_URI');
    resolved = await viaUri(env.MONGODB_URI, opts, dbName);
  } else if (forced === 'embedded') {
    resolved = await viaEmbedded(opts, dbName, env);
  } else {
    const binary = localMongodBinary(env);
    const mayDownload = env.MONGOMS_ALLOW_DOWNLOAD === '1';
    if (forced === 'memory-server' || binary || mayDownload) {
      resolved = await viaMemoryServer(opts, dbName, binary);
    } else {
      resolved = await viaEmbedded(opts, dbName, env);
    }
  }
  (opts.log ?? ((line: string) => console.warn(line)))(resolved.description);
  return resolved;
}
