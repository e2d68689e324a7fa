import type { Document } from 'bson';
import type { CommandHandler } from './context';
import { isNoTableScan, setNoTableScan } from '../engine/no-table-scan';

// MongoDB 7.0's wire version; the driver needs a current one and nothing more.
const MAX_WIRE_VERSION = 21;
const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE = 48_000_000;

// A standalone without sessions (no logicalSessionTimeoutMinutes) and without compression.
const hello: CommandHandler = (_command, ctx) => ({
  helloOk: true,
  ismaster: true,
  isWritablePrimary: true,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  maxMessageSizeBytes: MAX_MESSAGE_SIZE,
  maxWriteBatchSize: 100_000,
  localTime: new Date(),
  connectionId: ctx.connectionId,
  minWireVersion: 0,
  maxWireVersion: MAX_WIRE_VERSION,
  readOnly: false,
  ok: 1,
});

const buildInfo: CommandHandler = () => ({
  version: '7.0.0',
  gitVersion: 'embedded-mongo',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['embedded'],
  ok: 1,
});

const getParameter: CommandHandler = (command) => {
  const reply: Document = { ok: 1 };
  if (command.featureCompatibilityVersion !== undefined || command.getParameter === '*') {
    reply.featureCompatibilityVersion = { version: '7.0' };
  }
  if (command.notablescan !== undefined || command.getParameter === '*') reply.notablescan = isNoTableScan();
  return reply;
};

// Only notablescan is a parameter here (docs/scaling.md); the reply names its previous value as mongod's does.
const setParameter: CommandHandler = (command) => {
  if (command.notablescan === undefined) return { ok: 1 };
  const was = setNoTableScan(Boolean(command.notablescan));
  return { was, ok: 1 };
};

const hostInfo: CommandHandler = () => ({
  system: { currentTime: new Date(), hostname: '127.0.0.1', cpuAddrSize: 64, numCores: 1 },
  os: { type: process.platform, name: process.platform },
  extra: {},
  ok: 1,
});

const ok: CommandHandler = () => ({ ok: 1 });

export const adminCommands: Record<string, CommandHandler> = {
  hello,
  ismaster: hello,
  isMaster: hello,
  ping: ok,
  buildinfo: buildInfo,
  buildInfo,
  getParameter,
  setParameter,
  hostInfo,
  endSessions: ok,
  killAllSessions: ok,
  getLastError: () => ({ n: 0, err: null, ok: 1 }),
  whatsmyuri: () => ({ you: '127.0.0.1', ok: 1 }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  serverStatus: () => ({ host: '127.0.0.1', version: '7.0.0', process: 'embedded-mongo', uptime: process.uptime(), ok: 1 }),
};
