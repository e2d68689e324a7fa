import {
  compareForAcknowledgement,
  EXCURSION_ALREADY_ACKNOWLEDGED,
  EXCURSION_NOT_FOUND,
  formatTrackingNumber,
  routeLabel,
  temperatureBand,
  type Booking,
  type Excursion,
  type ExcursionAcknowledgeInput,
  type ExcursionClosedBy,
  type OpsExcursion,
  type TemperatureBand,
} from '@meridian/contracts';
import type { Actor } from '../../lib/auth';
import type { DomainEventHandler, EventBus } from '../../lib/domain-events';
import type { SweepOutcome } from '../../lib/event-sweep';
import { conflict, notFound } from '../../lib/errors';
import { BOOKING_NOT_FOUND, findBookingById, findBookingsByIds, toBooking } from '../bookings/bookings.service';
import { advanceExcursions, closeAtEnd, type ExcursionTransition, type StoredExcursion, type TimedCelsius } from './excursion-steps';
import {
  findExcursionState,
  findRecentlyAcknowledgedStates,
  findStatesForConsole,
  iterateExcursionStates,
  findStatesWithPendingTransitions,
  newExcursionId,
  pendingTransitionsFor,
  removePendingTransitions,
  saveExcursionStateIfUnchanged,
  type PendingTransition,
} from './excursions.repository';
import type { ExcursionStateDoc } from './excursion-state.model';

const MAX_ATTEMPTS = 20;

/** Only a perishable booking has a set temperature, so only it has a band and excursions. */
export function bandFor(booking: Pick<Booking, 'isPerishable' | 'tempControlCelsius'>): TemperatureBand | null {
  return booking.isPerishable ? temperatureBand(booking.tempControlCelsius) : null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

function excursionEvent(booking: Booking, band: TemperatureBand, t: ExcursionTransition, replayed: boolean, organizationId?: string) {
  return {
    kind: t.kind,
    booking,
    ...(organizationId ? { organizationId } : {}),
    excursionId: t.excursionId,
    celsius: t.celsius,
    at: iso(t.at),
    openedAt: iso(t.openedAt),
    peakCelsius: t.peakCelsius,
    band: { min: band.min, max: band.max },
    ...(t.closedBy ? { closedBy: t.closedBy } : {}),
    ...(replayed ? { replayed } : {}),
  };
}

/**
 * Decision 0069: runs the reactions to the transitions the state's write recorded, in order, then removes their records
 * in one write. A failure leaves the records of those not yet announced (and of those announced, whose reactions are
 * idempotent) for the event sweep.
 */
async function announceTransitions(
  events: EventBus,
  booking: Booking,
  band: TemperatureBand,
  pending: readonly PendingTransition[],
  { replayed = false, organizationId }: { replayed?: boolean; organizationId?: string } = {},
): Promise<void> {
  if (pending.length === 0) return;
  for (const t of pending) await events.publish(excursionEvent(booking, band, t, replayed, organizationId));
  await removePendingTransitions(booking._id, pending.map((t) => t._id));
}

/**
 * Advances the booking's excursions with newly stored readings and publishes each opening and closing once.
 * Late rule: a reading not newer than the newest one already counted is kept in the log but does not move the
 * excursions (it would otherwise reopen or close one after the fact; a resent reading is such a reading); the
 * compare-and-set on the state's version makes a racing batch re-read and re-decide, so exactly one writer publishes
 * each transition. A sealed state (delivered or cancelled) moves no more.
 */
export async function applyReadingsToExcursions(
  events: EventBus,
  booking: Booking,
  readings: readonly TimedCelsius[],
  known: {
    /** The owning organization when the caller read it with the booking, so the webhooks need not look it up. */
    organizationId?: string | undefined;
    /** The state as the caller just read it (null: none yet), taken for the first attempt instead of reading it again. */
    state?: ExcursionStateDoc | null;
  } = {},
): Promise<ExcursionTransition[]> {
  const band = bandFor(booking);
  if (!band || readings.length === 0) return [];
  const { organizationId } = known;
  const sorted = [...readings].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const state = attempt === 0 && known.state !== undefined ? known.state : await findExcursionState(booking._id);
    if (state?.sealedAt) return [];
    const fresh = state ? sorted.filter((r) => r.at.getTime() > new Date(state.lastAt).getTime()) : sorted;
    if (fresh.length === 0) return [];
    const previous = (state?.excursions ?? []) as StoredExcursion[];
    const { excursions, transitions, changed } = advanceExcursions(previous, fresh, band, newExcursionId);
    const last = fresh.at(-1)!;
    // Decision 0069: the transitions to announce are written with the state, so a process that dies before their
    // reactions have run leaves them for the event sweep.
    const pending = pendingTransitionsFor(transitions);
    // Decision 0078: readings that move no excursion write only how far the state has counted.
    const next = { lastAt: last.at, lastCelsius: last.celsius, ...(changed || !state ? { excursions } : {}) };
    const saved = await saveExcursionStateIfUnchanged(booking._id, state?.version, next, pending);
    if (!saved) continue;
    await announceTransitions(events, booking, band, pending, { organizationId });
    return transitions;
  }
  throw new Error(`excursion state for booking ${booking._id} kept changing`);
}

/**
 * Decision 0041: at delivery (or cancellation) the open excursion, if any, closes at that moment and the state is
 * sealed. Idempotent: a sealed state is left alone, so a replayed move closes nothing twice.
 */
async function closeExcursionsAtEnd(events: EventBus, booking: Booking, at: Date, closedBy: Exclude<ExcursionClosedBy, 'reading'>): Promise<Excursion | null> {
  const band = bandFor(booking);
  if (!band) return null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const state = await findExcursionState(booking._id);
    if (!state || state.sealedAt) return null;
    const { excursions, closed } = closeAtEnd(state.excursions as StoredExcursion[], at, closedBy);
    const closing = closed
      ? pendingTransitionsFor([{ kind: 'excursion-closed', celsius: state.lastCelsius, at: closed.closedAt!, excursionId: closed.id, peakCelsius: closed.peakCelsius, closedBy, openedAt: closed.openedAt }])
      : [];
    const saved = await saveExcursionStateIfUnchanged(booking._id, state.version, { lastAt: state.lastAt, lastCelsius: state.lastCelsius, excursions, sealedAt: at }, closing);
    if (!saved) continue;
    await announceTransitions(events, booking, band, closing);
    return closed ? toExcursion(closed) : null;
  }
  throw new Error(`excursion state for booking ${booking._id} kept changing`);
}

/** The composition's handler: a delivery or a cancellation ends the cold chain's watch over the booking. */
export const closeExcursionsOnEnd: DomainEventHandler = {
  name: 'cold-chain-end',
  async handle(event, bus) {
    if (event.kind !== 'shipment-moved' || (event.type !== 'deliver' && event.type !== 'cancel')) return;
    const { booking } = event;
    if (!bandFor(booking)) return;
    const last = booking.statusHistory?.at(-1);
    const at = event.type === 'deliver' ? (booking.proofOfDelivery?.deliveredAt ?? last?.at) : last?.at;
    await closeExcursionsAtEnd(bus, booking, at ? new Date(at) : new Date(), event.type === 'deliver' ? 'delivery' : 'cancellation');
  },
};

function toExcursion(e: StoredExcursion): Excursion {
  const ack = e.acknowledgement;
  return {
    id: e.id,
    openedAt: iso(e.openedAt),
    closedAt: e.closedAt ? iso(e.closedAt) : null,
    closedBy: e.closedBy ?? null,
    peakCelsius: e.peakCelsius,
    direction: e.direction,
    acknowledgement: ack ? { by: String(ack.by), byName: ack.byName, at: iso(ack.at), disposition: ack.disposition, note: ack.note ?? null } : null,
  };
}

export async function excursionsOf(bookingId: string): Promise<Excursion[]> {
  const state = await findExcursionState(bookingId);
  return ((state?.excursions ?? []) as StoredExcursion[]).map(toExcursion);
}

/**
 * An operator's or admin's decision about the goods after an excursion, recorded once: the write is guarded by the
 * state's version, so of two racing acknowledgements one lands and the other re-reads and answers 409.
 */
export async function acknowledgeExcursion(
  events: EventBus,
  ids: { bookingId: string; excursionId: string },
  actor: Actor & { name: string },
  input: ExcursionAcknowledgeInput,
): Promise<Excursion> {
  const doc = await findBookingById(ids.bookingId);
  if (!doc) throw notFound(BOOKING_NOT_FOUND);
  const booking = toBooking(doc);
  const band = bandFor(booking);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const state = await findExcursionState(ids.bookingId);
    const excursions = ((state?.excursions ?? []) as StoredExcursion[]).map((e) => ({ ...e }));
    const target = excursions.find((e) => e.id === ids.excursionId);
    if (!state || !target || !band) throw notFound(EXCURSION_NOT_FOUND);
    if (target.acknowledgement) throw conflict(EXCURSION_ALREADY_ACKNOWLEDGED);
    target.acknowledgement = { by: actor.id, byName: actor.name, at: new Date(), disposition: input.disposition, note: input.note || null };
    const saved = await saveExcursionStateIfUnchanged(ids.bookingId, state.version, {
      lastAt: state.lastAt,
      lastCelsius: state.lastCelsius,
      excursions,
      ...(state.sealedAt ? { sealedAt: state.sealedAt } : {}),
    });
    if (!saved) continue;
    await events.publish({
      kind: 'excursion-acknowledged',
      booking,
      excursionId: target.id,
      openedAt: iso(target.openedAt),
      peakCelsius: target.peakCelsius,
      band: { min: band.min, max: band.max },
      disposition: input.disposition,
      note: target.acknowledgement.note,
    });
    return toExcursion(target);
  }
  throw new Error(`excursion state for booking ${ids.bookingId} kept changing`);
}

const CONSOLE_STATES = 100;

/** The console's excursions across shipments: those still to acknowledge first, then recently acknowledged ones. */
export async function listExcursionsForConsole(): Promise<OpsExcursion[]> {
  const pending = await findStatesForConsole(CONSOLE_STATES);
  const recent = pending.length < CONSOLE_STATES ? await findRecentlyAcknowledgedStates(Math.min(20, CONSOLE_STATES - pending.length)) : [];
  const states = [...pending, ...recent];
  const bookings = new Map((await findBookingsByIds(states.map((s) => s.bookingId))).map((b) => [String(b._id), toBooking(b)]));
  const records: OpsExcursion[] = [];
  for (const state of states) {
    const booking = bookings.get(String(state.bookingId));
    const band = booking ? bandFor(booking) : null;
    if (!booking || !band) continue;
    for (const e of state.excursions as StoredExcursion[]) {
      records.push({
        bookingId: booking._id,
        trackingNumber: formatTrackingNumber(booking.trackingNumber),
        route: routeLabel(booking),
        milestone: booking.milestone,
        band,
        excursion: toExcursion(e),
      });
    }
  }
  return records.sort(compareForAcknowledgement);
}

type LegacyExcursion = Partial<StoredExcursion> & Pick<StoredExcursion, 'openedAt' | 'closedAt' | 'peakCelsius' | 'direction'>;

/** When a finished booking's freight left the carrier's hands: the delivery, or the last move (the cancel). */
function endOf(booking: Booking): { at: Date; closedBy: 'delivery' | 'cancellation' } | null {
  const last = booking.statusHistory.at(-1)?.at ?? booking.updatedAt;
  if (booking.status === 'delivered') return { at: new Date(booking.proofOfDelivery?.deliveredAt ?? last), closedBy: 'delivery' };
  if (booking.status === 'cancelled') return { at: new Date(last), closedBy: 'cancellation' };
  return null;
}

/**
 * Migration 0002 (decision 0041): excursions stored before they had ids get one, with closedBy 'reading' for the
 * closed ones and no acknowledgement; an excursion still open on a delivered or cancelled booking closes at that
 * end, and the state is sealed. Idempotent and version-guarded, so a run cut short, or racing a live reading, is
 * simply run again. Answers how many states it changed.
 */
export async function backfillExcursionIdentities(): Promise<number> {
  let changed = 0;
  for await (const state of iterateExcursionStates()) {
    const excursions = (state.excursions as LegacyExcursion[]).map((e) => ({
      id: e.id ?? newExcursionId(),
      openedAt: e.openedAt,
      closedAt: e.closedAt ?? null,
      closedBy: e.closedBy ?? (e.closedAt ? ('reading' as const) : null),
      peakCelsius: e.peakCelsius,
      direction: e.direction,
      acknowledgement: e.acknowledgement ?? null,
    }));
    const legacy = (state.excursions as LegacyExcursion[]).some((e) => !e.id || e.closedBy === undefined || e.acknowledgement === undefined);
    let sealedAt = state.sealedAt ?? undefined;
    let next = excursions;
    if (!sealedAt) {
      const doc = await findBookingById(String(state.bookingId));
      const end = doc ? endOf(toBooking(doc)) : null;
      if (end) {
        next = closeAtEnd(excursions, end.at, end.closedBy).excursions;
        sealedAt = end.at;
      }
    }
    if (!legacy && sealedAt === (state.sealedAt ?? undefined) && (state.pending ?? -1) === next.filter((e) => !e.acknowledgement).length) continue;
    const saved = await saveExcursionStateIfUnchanged(String(state.bookingId), state.version, {
      lastAt: state.lastAt,
      lastCelsius: state.lastCelsius,
      excursions: next,
      ...(sealedAt ? { sealedAt } : {}),
    });
    if (saved) changed += 1;
  }
  return changed;
}

/**
 * Decision 0069: one pass of the event sweep over the excursions: every transition recorded more than `graceMs` ago
 * and still there (its process died before the reactions had run) is announced, marked replayed, a booking's in order.
 */
export async function sweepPendingTransitions(
  events: EventBus,
  { graceMs, now = new Date(), batch = 100, onError }: { graceMs: number; now?: Date; batch?: number; onError?: (error: unknown, what: { bookingId: string }) => void },
): Promise<SweepOutcome> {
  const outcome: SweepOutcome = { announced: 0, failed: 0 };
  const before = new Date(now.getTime() - graceMs);
  for (const state of await findStatesWithPendingTransitions(before, batch)) {
    const bookingId = String(state.bookingId);
    try {
      const doc = await findBookingById(bookingId);
      const booking = doc ? toBooking(doc) : undefined;
      const band = booking ? bandFor(booking) : null;
      const due = ((state.pendingTransitions ?? []) as PendingTransition[]).filter((t) => t.recordedAt < before).sort((a, b) => a.at.getTime() - b.at.getTime());
      // A booking gone or no longer perishable has nobody left to tell: the records go.
      if (!booking || !band) await removePendingTransitions(bookingId, due.map((t) => t._id));
      else await announceTransitions(events, booking, band, due, { replayed: true, organizationId: doc?.organizationId ? String(doc.organizationId) : undefined });
      outcome.announced += due.length;
    } catch (error) {
      outcome.failed += 1;
      onError?.(error, { bookingId });
    }
  }
  return outcome;
}
