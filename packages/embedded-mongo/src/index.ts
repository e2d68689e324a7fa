export { EmbeddedMongo, type EmbeddedMongoOptions } from './server';
export { resolveMongo, defaultDataDir, type MongoEngine, type ResolvedMongo, type ResolveMongoOptions } from './resolve';
export { compareValues } from './engine/values';
export { startServerProcess, type ServerProcess } from './server-process';
