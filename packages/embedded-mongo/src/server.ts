import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { MAX_MESSAGE_SIZE } from './commands/admin';
import { runCommand } from './commands/dispatch';
import { Cursors } from './engine/cursors';
import { Store } from './engine/store';
import { encodeOpMsg, encodeOpReply, HEADER_SIZE, parseMessage } from './wire/messages';

export interface EmbeddedMongoOptions {
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  host?: string;
  /** Folder to persist to; omitted means in memory only. */
  dataDir?: string;
  /** How often expired TTL documents are removed (MongoDB's monitor runs every 60 s). */
  ttlMonitorIntervalMs?: number;
  /** The journal size that starts a background compaction, lowered by tests (default 64 MiB, or the snapshot's size if larger). */
  compactAtBytes?: number;
}

/** A MongoDB wire-protocol server for development and tests; never for production. */
export class EmbeddedMongo {
  private readonly sockets = new Set<Socket>();
  private readonly cursors = new Cursors();
  private nextConnectionId = 1;
  private ttlTimer: NodeJS.Timeout | undefined;
  /** Replies held until the journal is synced, in the order their commands ran. */
  private held: Array<{ socket: Socket; reply: Buffer }> = [];
  private commitScheduled = false;

  private constructor(
    private readonly server: Server,
    readonly store: Store,
    readonly host: string,
    readonly port: number,
    readonly dataDir: string | undefined,
  ) {}

  static async create(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
    const store = options.dataDir ? Store.persisted(options.dataDir, { compactAtBytes: options.compactAtBytes }) : Store.inMemory();
    const host = options.host ?? '127.0.0.1';
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => resolve());
    }).catch((error: unknown) => {
      store.close();
      throw error;
    });
    const port = (server.address() as AddressInfo).port;
    const instance = new EmbeddedMongo(server, store, host, port, options.dataDir);
    server.on('connection', (socket) => instance.serve(socket));
    instance.ttlTimer = setInterval(() => store.sweepExpired(), options.ttlMonitorIntervalMs ?? 60_000);
    instance.ttlTimer.unref();
    return instance;
  }

  getUri(dbName?: string): string {
    return `mongodb://${this.host}:${this.port}/${dbName ?? ''}`;
  }

  async stop(): Promise<void> {
    clearInterval(this.ttlTimer);
    if (this.held.length || this.store.hasUnsyncedWrites) this.commit();
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.store.close();
  }

  private serve(socket: Socket): void {
    this.sockets.add(socket);
    socket.setNoDelay(true);
    const connectionId = this.nextConnectionId++;
    let buffered = Buffer.alloc(0);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      while (buffered.length >= 4) {
        const length = buffered.readInt32LE(0);
        // A malformed or oversized message ends only this connection; others keep being served.
        if (length < HEADER_SIZE || length > MAX_MESSAGE_SIZE) {
          socket.destroy();
          return;
        }
        if (buffered.length < length) return;
        const message = buffered.subarray(0, length);
        buffered = buffered.subarray(length);
        const reply = this.handle(message, connectionId);
        if (reply === null) {
          socket.destroy();
          return;
        }
        if (reply) this.deliver(socket, reply);
        else this.scheduleCommit();
      }
    });
  }

  /**
   * Group commit: a reply goes out at once when nothing is waiting to be synced; otherwise it waits, behind the
   * replies already held, for one fsync that covers every command run since the last (those that arrived in the same
   * turn of the event loop, from any connection). Acknowledged still means durable, and a read that saw unsynced
   * data is not answered before that data is durable either.
   */
  private deliver(socket: Socket, reply: Buffer): void {
    if (this.held.length === 0 && !this.store.hasUnsyncedWrites) {
      socket.write(reply);
      return;
    }
    this.held.push({ socket, reply });
    this.scheduleCommit();
  }

  private scheduleCommit(): void {
    if (this.commitScheduled || (!this.store.hasUnsyncedWrites && this.held.length === 0)) return;
    this.commitScheduled = true;
    setImmediate(() => this.commit());
  }

  private commit(): void {
    this.commitScheduled = false;
    this.store.flush();
    const held = this.held;
    this.held = [];
    for (const { socket, reply } of held) if (!socket.destroyed) socket.write(reply);
  }

  /** The reply bytes, undefined when none is expected, or null when the message is unreadable. */
  private handle(message: Buffer, connectionId: number): Buffer | undefined | null {
    let request;
    try {
      request = parseMessage(message);
    } catch {
      return null;
    }
    const ctx = { store: this.store, cursors: this.cursors, connectionId };
    if (request.kind === 'query') {
      const db = request.fullCollectionName?.split('.')[0] ?? 'admin';
      return encodeOpReply(request.requestId, runCommand(request.command, ctx, db));
    }
    const reply = runCommand(request.command, ctx);
    return request.moreToCome ? undefined : encodeOpMsg(request.requestId, reply);
  }
}
