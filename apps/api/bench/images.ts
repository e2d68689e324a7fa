/**
 * How an API process answers while it keeps the largest images it accepts (decision 0089): BENCH_IMAGES (default 8)
 * uploads of a 6,324 x 6,324 16-bit PNG (40 megapixels, the most MAX_IMAGE_PIXELS allows) go through keepImage at
 * once, as eight customers uploading KYC scans or drivers sending delivery photos would, while a plain HTTP endpoint of
 * the same process (what /healthz costs the event loop, without the database ping) is asked every 20 ms. Prints that
 * endpoint's p50/p99/max answer time during the work and how long the images took.
 *   pnpm --filter @meridian/api bench:images
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { keepImage } from '../src/lib/image';

const IMAGES = Number(process.env.BENCH_IMAGES ?? 8);
const SIDE = Number(process.env.BENCH_IMAGE_SIDE ?? 6324);
const PROBE_EVERY_MS = 20;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

// A noisy 16-bit picture: a flat one compresses to nothing and decodes faster than a real scan does.
const noise = Buffer.alloc(256 * 256 * 3);
for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
const tile = await sharp(noise, { raw: { width: 256, height: 256, channels: 3 } }).png().toBuffer();
const bytes = await sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: '#888' } })
  .composite([{ input: tile, tile: true }])
  .toColourspace('rgb16')
  .png({ compressionLevel: 1 })
  .toBuffer();
const meta = await sharp(bytes).metadata();
console.warn(`image: ${meta.width} x ${meta.height}, ${meta.depth}, ${(bytes.length / 1e6).toFixed(1)} MB`);

const server = createServer((_req, res) => res.end('{"status":"ok"}'));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;

const latencies: number[] = [];
let probing = true;
const probe = (async () => {
  while (probing) {
    const start = performance.now();
    await (await fetch(url)).text();
    latencies.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
})();

const rule = { field: 'file', label: 'File', kinds: ['png', 'jpeg', 'webp'] as const, typeMessage: 'not an image' };
const started = performance.now();
const finished: number[] = [];
await Promise.all(
  Array.from({ length: IMAGES }, async () => {
    await keepImage(bytes, rule);
    finished.push(performance.now() - started);
  }),
);
probing = false;
await probe;
server.close();

latencies.sort((a, b) => a - b);
finished.sort((a, b) => a - b);
console.warn(
  `images: ${IMAGES} at once, first kept after ${(finished[0]! / 1000).toFixed(1)} s, all after ${(finished.at(-1)! / 1000).toFixed(1)} s; ` +
    `health answers during the work: ${latencies.length}, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms (target under 100 ms)`,
);
