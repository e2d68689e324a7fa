import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import {
  DOCUMENT_EXTRA_PARTS,
  DOCUMENT_MISSING_FILE,
  DOCUMENT_SNIFF_BYTES,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_REFUSED,
  MAX_DOCUMENT_BYTES,
  sniffDocumentType,
  type DocumentContentType,
} from '@meridian/contracts';
import busboy from 'busboy';
import type { Request } from 'express';
import type { GridFSBucketWriteStream, ObjectId } from 'mongodb';
import { AppError, badRequest } from './errors';
import { keepImage } from './image';

// The KYC upload rules (decision 0029, SECURITY.md), for every feature that takes a document or photo as a file: the
// company profile's documents and a claim's attachments. Each hands in where its files go.

export type StoredUpload = { fileId: ObjectId; fileName: string; size: number; contentType: DocumentContentType };

/** Where one feature's files go: a GridFS upload stream for a sniffed type, and how to remove a refused one. */
export type UploadTarget = {
  open: (contentType: DocumentContentType) => GridFSBucketWriteStream;
  remove: (id: ObjectId) => Promise<void>;
  /** The name a file without one gets, before its extension. */
  defaultName: string;
};

const EXTENSIONS: Record<DocumentContentType, string> = { 'application/pdf': '.pdf', 'image/jpeg': '.jpg', 'image/png': '.png' };

/** The name as the user's computer called it, without any path or control characters; only ever shown, never used. */
function cleanFileName(raw: string | undefined, defaultName: string, contentType: DocumentContentType): string {
  // eslint-disable-next-line no-control-regex
  const base = (raw ?? '').split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 255);
  return base || `${defaultName}${EXTENSIONS[contentType]}`;
}

async function write(upload: GridFSBucketWriteStream, chunk: Buffer): Promise<void> {
  if (!upload.write(chunk)) await once(upload, 'drain');
}

/**
 * Streams one file part into GridFS: the first bytes decide the type (magic numbers, never the name or the declared
 * type), and the part is cut off at MAX_DOCUMENT_BYTES. A refused file leaves nothing stored; the rest of its bytes
 * are read and dropped so the client always gets its answer. SECURITY.md: an image is held in memory (at most
 * MAX_DOCUMENT_BYTES), checked for its real dimensions and stored re-encoded, so the console never decodes its bytes.
 */
async function storePart(stream: Readable & { truncated?: boolean }, fileName: string | undefined, target: UploadTarget): Promise<StoredUpload> {
  let head = Buffer.alloc(0);
  let upload: GridFSBucketWriteStream | undefined;
  let image: Buffer[] | undefined;
  let contentType: DocumentContentType | null = null;
  let refused: AppError | undefined;
  let size = 0;

  const open = () => target.open(contentType!);
  const start = async () => {
    contentType = sniffDocumentType(head);
    if (!contentType) {
      refused = badRequest(DOCUMENT_TYPE_REFUSED, { file: DOCUMENT_TYPE_REFUSED });
      return;
    }
    if (contentType === 'application/pdf') {
      upload = open();
      await write(upload, head);
    } else image = [head];
  };

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (refused) continue;
      size += chunk.length;
      if (upload) {
        await write(upload, chunk);
        continue;
      }
      if (image) {
        image.push(chunk);
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length >= DOCUMENT_SNIFF_BYTES) await start();
    }
    if (!refused && !upload && !image) await start();
    if (!refused && (stream.truncated || size > MAX_DOCUMENT_BYTES)) refused = new AppError(413, DOCUMENT_TOO_LARGE, { fields: { file: DOCUMENT_TOO_LARGE } });
    if (!refused && image) {
      const kept = await keepImage(Buffer.concat(image), { field: 'file', label: 'The document', kinds: ['jpeg', 'png'], typeMessage: DOCUMENT_TYPE_REFUSED });
      image = undefined;
      size = kept.bytes.length;
      upload = open();
      await write(upload, kept.bytes);
    }
    if (refused || !upload || !contentType) throw refused ?? badRequest(DOCUMENT_TYPE_REFUSED);
    upload.end();
    await finished(upload);
    return { fileId: upload.id, fileName: cleanFileName(fileName, target.defaultName, contentType), size, contentType };
  } catch (error) {
    if (upload) {
      upload.destroy();
      await target.remove(upload.id);
    }
    throw error;
  }
}

/** Reads a multipart body (field `file`) straight into GridFS; nothing touches local disk or waits whole in memory. */
export function receiveUpload(req: Request, target: UploadTarget): Promise<StoredUpload> {
  if (!req.is('multipart/form-data')) return Promise.reject(badRequest(DOCUMENT_MISSING_FILE, { file: DOCUMENT_MISSING_FILE }));
  return new Promise((resolve, reject) => {
    let stored: Promise<StoredUpload> | undefined;
    // SECURITY.md: the form is the one file and nothing else; any other part refuses the whole upload.
    let extra = false;
    let parser: busboy.Busboy;
    try {
      // Browsers send the file name as raw UTF-8. One byte over the limit is enough to know; busboy drops the rest
      // of the part. Fields are never wanted, so a field's value is cut at a few bytes and its count at none; a second
      // part (refused through its own event) is the last one busboy reads.
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: MAX_DOCUMENT_BYTES + 1, files: 1, fields: 0, parts: 2, fieldNameSize: 100, fieldSize: 16, headerPairs: 20 },
      });
    } catch {
      reject(badRequest(DOCUMENT_MISSING_FILE, { file: DOCUMENT_MISSING_FILE }));
      return;
    }
    const refuseExtra = () => {
      extra = true;
    };
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || stored || extra) {
        refuseExtra();
        stream.resume();
        return;
      }
      stored = storePart(stream, info.filename, target);
      // Settled later in 'close'; this keeps an early refusal from counting as unhandled meanwhile.
      stored.catch(() => undefined);
    });
    parser.on('field', refuseExtra);
    parser.on('fieldsLimit', refuseExtra);
    parser.on('filesLimit', refuseExtra);
    parser.on('close', () => {
      if (extra) {
        const refused = badRequest(DOCUMENT_EXTRA_PARTS, { file: DOCUMENT_EXTRA_PARTS });
        if (!stored) reject(refused);
        else stored.then((upload) => target.remove(upload.fileId).finally(() => reject(refused)), () => reject(refused));
      } else if (!stored) reject(badRequest(DOCUMENT_MISSING_FILE, { file: DOCUMENT_MISSING_FILE }));
      else stored.then(resolve, reject);
    });
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      reject(badRequest(DOCUMENT_MISSING_FILE, { file: DOCUMENT_MISSING_FILE }));
    });
    req.pipe(parser);
  });
}
