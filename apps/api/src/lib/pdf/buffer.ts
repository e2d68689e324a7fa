import { PassThrough, type Writable } from 'node:stream';

/** The whole document in memory, for a mail attachment (the documents mailed are one page of text). */
export async function renderToBuffer(write: (out: Writable) => void): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  write(out);
  await done;
  return Buffer.concat(chunks);
}
