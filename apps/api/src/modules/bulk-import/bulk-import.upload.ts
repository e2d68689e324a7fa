import { BULK_IMPORT_MESSAGES, MAX_IMPORT_BYTES } from '@meridian/contracts';
import busboy from 'busboy';
import type { Request } from 'express';
import { AppError, badRequest } from '../../lib/errors';

const missing = () => badRequest(BULK_IMPORT_MESSAGES.missingFile, { file: BULK_IMPORT_MESSAGES.missingFile });

/**
 * Reads the one file part (field `file`) into memory, at most 2 MB (413 past it). Decision 0056: the whole file is
 * held because its hash tells a resend from a reuse of the Idempotency-Key before any booking is created; 2 MB
 * bounds it. Any other part refuses the upload (SECURITY.md), as the document upload does.
 */
export function receiveCsv(req: Request): Promise<Buffer> {
  if (!req.is('multipart/form-data')) return Promise.reject(missing());
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: MAX_IMPORT_BYTES + 1, files: 1, fields: 0, parts: 2, headerPairs: 20 } });
    } catch {
      reject(missing());
      return;
    }
    let file: Promise<Buffer> | undefined;
    let extra = false;
    parser.on('file', (name, stream) => {
      if (name !== 'file' || file) {
        extra = true;
        stream.resume();
        return;
      }
      file = (async () => {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size <= MAX_IMPORT_BYTES) chunks.push(chunk);
        }
        if (size > MAX_IMPORT_BYTES) throw new AppError(413, BULK_IMPORT_MESSAGES.tooLarge, { fields: { file: BULK_IMPORT_MESSAGES.tooLarge } });
        return Buffer.concat(chunks);
      })();
      file.catch(() => undefined);
    });
    const refuseExtra = () => {
      extra = true;
    };
    parser.on('field', refuseExtra);
    parser.on('fieldsLimit', refuseExtra);
    parser.on('filesLimit', refuseExtra);
    parser.on('close', () => {
      if (extra) reject(badRequest(BULK_IMPORT_MESSAGES.extraParts, { file: BULK_IMPORT_MESSAGES.extraParts }));
      else if (!file) reject(missing());
      else file.then(resolve, reject);
    });
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      reject(missing());
    });
    req.pipe(parser);
  });
}
