import { temperatureBand, type Booking, type Excursion } from '@meridian/contracts';
import type { EventBus } from '../../lib/domain-events';
import { advanceExcursions, type ExcursionTransition, type StoredExcursion, type TimedCelsius } from './excursion-steps';
import { findExcursionState, saveExcursionStateIfUnchanged } from './excursions.repository';

const MAX_ATTEMPTS = 20;

/** Only a perishable booking has a set temperature, so only it has a band and excursions. */
export function bandFor(booking: Pick<Booking, 'isPerishable' | 'tempControlCelsius'>) {
  return booking.isPerishable ? temperatureBand(booking.tempControlCelsius) : null;
}

/**
 * Advances the booking's excursions with newly stored readings and publishes each opening and closing once.
 * Late rule: a reading not newer than the newest one already counted is kept in the log but does not move the
 * excursions (it would otherwise reopen or close one after the fact); the compare-and-set on the state's version
 * makes a racing batch re-read and re-decide, so exactly one writer publishes each transition.
 */
export async function applyReadingsToExcursions(events: EventBus, booking: Booking, readings: readonly TimedCelsius[]): Promise<ExcursionTransition[]> {
  const band = bandFor(booking);
  if (!band || readings.length === 0) return [];
  const sorted = [...readings].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const state = await findExcursionState(booking._id);
    const fresh = state ? sorted.filter((r) => r.at.getTime() > new Date(state.lastAt).getTime()) : sorted;
    if (fresh.length === 0) return [];
    const previous = (state?.excursions ?? []) as StoredExcursion[];
    const { excursions, transitions } = advanceExcursions(previous, fresh, band);
    const last = fresh.at(-1)!;
    const saved = await saveExcursionStateIfUnchanged(booking._id, state?.version, { lastAt: last.at, lastCelsius: last.celsius, excursions });
    if (!saved) continue;
    for (const t of transitions) {
      await events.publish({ kind: t.kind, booking, celsius: t.celsius, at: t.at.toISOString(), band: { min: band.min, max: band.max } });
    }
    return transitions;
  }
  throw new Error(`excursion state for booking ${booking._id} kept changing`);
}

export function toExcursion(e: StoredExcursion): Excursion {
  return {
    openedAt: new Date(e.openedAt).toISOString(),
    closedAt: e.closedAt ? new Date(e.closedAt).toISOString() : null,
    peakCelsius: e.peakCelsius,
    direction: e.direction,
  };
}

export async function excursionsOf(bookingId: string): Promise<Excursion[]> {
  const state = await findExcursionState(bookingId);
  return ((state?.excursions ?? []) as StoredExcursion[]).map(toExcursion);
}
