import { BSON, type Document } from 'bson';

// Wire protocol opcodes we speak (https://www.mongodb.com/docs/manual/reference/mongodb-wire-protocol/).
const OP_REPLY = 1;
const OP_QUERY = 2004;
const OP_MSG = 2013;
const OP_COMPRESSED = 2012;

const CHECKSUM_PRESENT = 1 << 0;
const MORE_TO_COME = 1 << 1;
export const HEADER_SIZE = 16;

// Long stays a Long so 64-bit integers round-trip exactly; everything else is promoted as the driver does.
export const DESERIALIZE_OPTIONS = { promoteLongs: false, promoteValues: true, promoteBuffers: false } as const;

interface MessageHeader {
  messageLength: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export interface CommandRequest {
  kind: 'msg' | 'query';
  requestId: number;
  /** The command document with kind-1 document sequences folded in as arrays. */
  command: Document;
  /** OP_MSG moreToCome: the client expects no reply. */
  moreToCome: boolean;
  /** OP_QUERY full collection name (e.g. admin.$cmd). */
  fullCollectionName?: string;
}

class ProtocolError extends Error {}

function readHeader(buffer: Buffer): MessageHeader {
  return {
    messageLength: buffer.readInt32LE(0),
    requestId: buffer.readInt32LE(4),
    responseTo: buffer.readInt32LE(8),
    opCode: buffer.readInt32LE(12),
  };
}

function readCString(buffer: Buffer, offset: number): [string, number] {
  const end = buffer.indexOf(0, offset);
  if (end < 0) throw new ProtocolError('unterminated cstring');
  return [buffer.toString('utf8', offset, end), end + 1];
}

function readDocument(buffer: Buffer, offset: number, limit: number): [Document, number] {
  if (offset + 4 > limit) throw new ProtocolError('truncated document');
  const size = buffer.readInt32LE(offset);
  if (size < 5 || offset + size > limit) throw new ProtocolError('document size out of bounds');
  const doc = BSON.deserialize(buffer.subarray(offset, offset + size), DESERIALIZE_OPTIONS);
  return [doc, offset + size];
}

export function parseMessage(buffer: Buffer): CommandRequest {
  const header = readHeader(buffer);
  if (header.opCode === OP_MSG) return parseOpMsg(buffer, header);
  if (header.opCode === OP_QUERY) return parseOpQuery(buffer, header);
  if (header.opCode === OP_COMPRESSED) throw new ProtocolError('compression is not supported');
  throw new ProtocolError(`unsupported opcode ${header.opCode}`);
}

function parseOpMsg(buffer: Buffer, header: MessageHeader): CommandRequest {
  const flags = buffer.readUInt32LE(HEADER_SIZE);
  // The CRC-32C trailer is optional and TCP already guards integrity, so it is skipped, not verified.
  const end = flags & CHECKSUM_PRESENT ? buffer.length - 4 : buffer.length;
  let offset = HEADER_SIZE + 4;
  let body: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  while (offset < end) {
    const kind = buffer.readUInt8(offset);
    offset += 1;
    if (kind === 0) {
      [body, offset] = readDocument(buffer, offset, end);
    } else if (kind === 1) {
      const sectionStart = offset;
      const size = buffer.readInt32LE(offset);
      const sectionEnd = sectionStart + size;
      if (size < 5 || sectionEnd > end) throw new ProtocolError('document sequence out of bounds');
      let identifier: string;
      [identifier, offset] = readCString(buffer, offset + 4);
      const docs: Document[] = [];
      while (offset < sectionEnd) {
        let doc: Document;
        [doc, offset] = readDocument(buffer, offset, sectionEnd);
        docs.push(doc);
      }
      sequences.push([identifier, docs]);
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without a body section');
  for (const [identifier, docs] of sequences) body[identifier] = docs;
  return { kind: 'msg', requestId: header.requestId, command: body, moreToCome: Boolean(flags & MORE_TO_COME) };
}

function parseOpQuery(buffer: Buffer, header: MessageHeader): CommandRequest {
  const [fullCollectionName, afterName] = readCString(buffer, HEADER_SIZE + 4); // after flags
  const [query] = readDocument(buffer, afterName + 8, buffer.length); // after numberToSkip, numberToReturn
  // Legacy handshakes may wrap the command as { $query: {...} }.
  const command = (query.$query as Document | undefined) ?? query;
  return { kind: 'query', requestId: header.requestId, command, moreToCome: false, fullCollectionName };
}

let nextRequestId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const buf = Buffer.alloc(HEADER_SIZE);
  buf.writeInt32LE(length, 0);
  buf.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  buf.writeInt32LE(responseTo, 8);
  buf.writeInt32LE(opCode, 12);
  return buf;
}

export function encodeOpMsg(responseTo: number, doc: Document): Buffer {
  const body = BSON.serialize(doc);
  const prefix = Buffer.alloc(5); // flagBits (0) + section kind 0
  const total = HEADER_SIZE + prefix.length + body.length;
  return Buffer.concat([header(total, responseTo, OP_MSG), prefix, body]);
}

export function encodeOpReply(responseTo: number, doc: Document): Buffer {
  const body = BSON.serialize(doc);
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(0, 0); // responseFlags
  fields.writeBigInt64LE(0n, 4); // cursorID
  fields.writeInt32LE(0, 12); // startingFrom
  fields.writeInt32LE(1, 16); // numberReturned
  const total = HEADER_SIZE + fields.length + body.length;
  return Buffer.concat([header(total, responseTo, OP_REPLY), fields, body]);
}
