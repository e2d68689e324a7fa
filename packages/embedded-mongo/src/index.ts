export { EmbeddedMongo, type EmbeddedMongoOptions } from './server';
export { resolveMongo, type ResolvedMongo } from './resolve';
export { startServerProcess } from './server-process';
