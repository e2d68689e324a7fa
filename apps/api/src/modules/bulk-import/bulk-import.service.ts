import { createHash } from 'node:crypto';
import { BOOKING_IMPORT_COLUMNS, BULK_IMPORT_MESSAGES, canBookFor, MAX_IMPORT_LINES, type CreateBookingInput, type ImportError, type ImportResult } from '@meridian/contracts';
import { stringify } from 'csv-stringify';
import mongoose from 'mongoose';
import type { Readable } from 'node:stream';
import type { EventBus } from '../../lib/domain-events';
import { ERRORS, forbidden } from '../../lib/errors';
import { runIdempotent } from '../../lib/idempotency';
import { bookingPlaceProblems, createBookingWithId, type Booker } from '../bookings/bookings.service';
import { mailUnpaidBooking } from '../payments/payments.service';
import { exampleLine, parseBookingCsv, toBookingInput } from './bulk-import.csv';

// Bookings created at once: enough to overlap the database round trips, few enough to leave the pool to others.
const CREATE_CONCURRENCY = 4;

/** The template: the header and one example line whose dates are a week and ten days out, so it always validates. */
export function bookingTemplateCsv(pickupDate: string, deliveryDate: string): Readable {
  const csv = stringify({ header: true, columns: [...BOOKING_IMPORT_COLUMNS] });
  csv.end(exampleLine(pickupDate, deliveryDate));
  return csv;
}

/**
 * Decision 0056: a line's booking id comes from the import attempt (the same after a takeover) and the line, so a
 * retry after a crash finds the bookings the first run inserted instead of creating them again.
 */
function bookingIdFor(attemptId: mongoose.Types.ObjectId, line: number): mongoose.Types.ObjectId {
  return new mongoose.Types.ObjectId(createHash('sha256').update(`${String(attemptId)}:${line}`).digest('hex').slice(0, 24));
}

async function createAll(
  good: { line: number; input: CreateBookingInput }[],
  create: (entry: { line: number; input: CreateBookingInput }) => Promise<ImportResult['created'][number]>,
): Promise<ImportResult['created']> {
  const created: ImportResult['created'] = new Array(good.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < good.length; i = next++) created[i] = await create(good[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(CREATE_CONCURRENCY, good.length) }, worker));
  return created;
}

export type ImportOptions = { dryRun: boolean; idempotencyKey?: string; maxLines?: number };

/**
 * POST /bookings/import: every line judged by the wizard's schema; the good ones created through the bookings
 * service (tracking number, history, booking-created event), the bad ones reported by line and column.
 */
export async function importBookings(events: EventBus, file: Buffer, actor: Booker, options: ImportOptions): Promise<{ result: ImportResult; replayed: boolean }> {
  if (!actor.organizationId || !canBookFor(actor.organizationRole)) throw forbidden(ERRORS.forbidden);
  const { headerErrors, lines } = parseBookingCsv(file, options.maxLines ?? MAX_IMPORT_LINES);
  if (headerErrors.length > 0) return { result: { dryRun: options.dryRun, validCount: 0, created: [], errors: headerErrors }, replayed: false };
  const errors: ImportError[] = [];
  const good: { line: number; input: CreateBookingInput }[] = [];
  for (const line of lines) {
    const judged = toBookingInput(line);
    if (!('input' in judged)) {
      errors.push(...judged.errors);
      continue;
    }
    // Decision 0098: a city the gazetteer cannot place in its country is the line's error, on that column.
    const unplaced = Object.entries(bookingPlaceProblems(judged.input));
    if (unplaced.length === 0) good.push({ line: line.line, input: judged.input });
    else errors.push(...unplaced.map(([field, message]) => ({ line: line.line, field, message })));
  }
  if (options.dryRun) return { result: { dryRun: true, validCount: good.length, created: [], errors }, replayed: false };
  const { answer, replayed } = await runIdempotent(
    {
      scope: 'bookings.import',
      owner: actor.organizationId,
      key: options.idempotencyKey ?? '',
      request: { file: createHash('sha256').update(file).digest('hex') },
      inFlightMessage: BULK_IMPORT_MESSAGES.inFlight,
    },
    async (attempt): Promise<ImportResult> => {
      const created = await createAll(good, async ({ line, input }) => {
        const booking = await createBookingWithId(events, input, actor, bookingIdFor(attempt.id, line));
        // Decision 0083: an imported booking is never paid in the act of booking, so its booker is asked to pay.
        await mailUnpaidBooking(booking);
        return { line, id: booking._id, trackingNumber: booking.trackingNumber };
      });
      return { dryRun: false, validCount: created.length, created, errors };
    },
  );
  return { result: answer, replayed };
}
