/**
 * The comparison for bench/reports.ts: the same shipping rows a naive endpoint would build, every booking loaded
 * into an array and the whole CSV made as one string, in its own process so its memory can be read the same way.
 * Prints one [in-memory] line. Run by bench/reports.ts, not on its own.
 */
import { REPORT_CSV_COLUMNS, neutralizeCsvCell } from '@meridian/contracts';
import { stringify } from 'csv-stringify/sync';
import mongoose from 'mongoose';
import { connectAppDatabase } from '../src/composition';
import { disconnectDatabase } from '../src/lib/db';
import { BookingModel } from '../src/modules/bookings/bookings.model';
import { toShippingRow } from '../src/modules/reports/reports.service';
import type { ShippingRowFacts } from '../src/modules/bookings/bookings.service';

const [uri, owner, from, to] = process.argv.slice(2) as [string, string, string, string];
await connectAppDatabase(uri);
globalThis.gc?.();
const base = process.memoryUsage();
let peak = { rss: base.rss, heapUsed: base.heapUsed };
const timer = setInterval(() => {
  const m = process.memoryUsage();
  peak = { rss: Math.max(peak.rss, m.rss), heapUsed: Math.max(peak.heapUsed, m.heapUsed) };
}, 5);
const started = performance.now();
const docs = await BookingModel.find({ createdBy: owner, createdAt: mongoose.trusted({ $gte: new Date(from), $lt: new Date(to) }) })
  .select({ createdAt: 1, trackingNumber: 1, pickupLocation: 1, dropoffLocation: 1, cargoWeightKg: 1, status: 1, paymentStatus: 1, 'quote.amountDueCents': 1 })
  .sort({ createdAt: 1, _id: 1 })
  .lean<ShippingRowFacts[]>();
const csv = stringify(docs.map(toShippingRow), { header: true, columns: [...REPORT_CSV_COLUMNS.shipping], record_delimiter: 'windows', quoted_match: /[\r\n]/, cast: { string: neutralizeCsvCell } });
const ms = performance.now() - started;
clearInterval(timer);
const m = process.memoryUsage();
peak = { rss: Math.max(peak.rss, m.rss), heapUsed: Math.max(peak.heapUsed, m.heapUsed) };
process.stderr.write(`[in-memory] ${JSON.stringify({ rows: docs.length, bytes: csv.length, ms, baseRss: base.rss, baseHeapUsed: base.heapUsed, peakRss: peak.rss, peakHeapUsed: peak.heapUsed })}\n`);
await disconnectDatabase();
