import { isInBand, type ExcursionClosedBy, type ExcursionDisposition, type TemperatureBand } from '@meridian/contracts';

type StoredAcknowledgement = { by: unknown; byName: string; at: Date; disposition: ExcursionDisposition; note: string | null };
export type StoredExcursion = {
  id: string;
  openedAt: Date;
  closedAt: Date | null;
  closedBy: ExcursionClosedBy | null;
  peakCelsius: number;
  direction: 'above' | 'below';
  acknowledgement: StoredAcknowledgement | null;
};
export type TimedCelsius = { at: Date; celsius: number };
export type ExcursionTransition = {
  kind: 'excursion-opened' | 'excursion-closed';
  celsius: number;
  at: Date;
  excursionId: string;
  peakCelsius: number;
  closedBy?: ExcursionClosedBy;
  openedAt: Date;
};

const beyond = (celsius: number, band: Pick<TemperatureBand, 'min' | 'max'>) => (celsius > band.max ? celsius - band.max : band.min - celsius);

/**
 * The excursions after `readings` (newer than any already counted, in time order), and what opened or closed on
 * the way. The same rule as the contracts' findExcursions, applied incrementally from the stored state; `newId`
 * names each excursion that opens. `changed` is false when the readings opened, closed and deepened nothing, so the
 * stored excursions stand as they are (decision 0078).
 */
export function advanceExcursions(
  previous: readonly StoredExcursion[],
  readings: readonly TimedCelsius[],
  band: Pick<TemperatureBand, 'min' | 'max'>,
  newId: () => string,
): { excursions: StoredExcursion[]; transitions: ExcursionTransition[]; changed: boolean } {
  const excursions = previous.map((e) => ({ ...e }));
  const transitions: ExcursionTransition[] = [];
  let deepened = false;
  let open = excursions.at(-1)?.closedAt === null ? excursions.at(-1) : undefined;
  for (const r of readings) {
    if (isInBand(r.celsius, band)) {
      if (open) {
        open.closedAt = r.at;
        open.closedBy = 'reading';
        transitions.push({ kind: 'excursion-closed', celsius: r.celsius, at: r.at, excursionId: open.id, peakCelsius: open.peakCelsius, closedBy: 'reading', openedAt: open.openedAt });
        open = undefined;
      }
      continue;
    }
    const direction = r.celsius > band.max ? 'above' : 'below';
    if (!open) {
      open = { id: newId(), openedAt: r.at, closedAt: null, closedBy: null, peakCelsius: r.celsius, direction, acknowledgement: null };
      excursions.push(open);
      transitions.push({ kind: 'excursion-opened', celsius: r.celsius, at: r.at, excursionId: open.id, peakCelsius: r.celsius, openedAt: r.at });
    } else if (beyond(r.celsius, band) > beyond(open.peakCelsius, band)) {
      open.peakCelsius = r.celsius;
      open.direction = direction;
      deepened = true;
    }
  }
  return { excursions, transitions, changed: deepened || transitions.length > 0 };
}

/** Closes the open excursion, if any, when the freight leaves the carrier's hands (decision 0041). */
export function closeAtEnd(previous: readonly StoredExcursion[], at: Date, closedBy: Exclude<ExcursionClosedBy, 'reading'>): { excursions: StoredExcursion[]; closed: StoredExcursion | null } {
  const excursions = previous.map((e) => ({ ...e }));
  const open = excursions.find((e) => e.closedAt === null) ?? null;
  if (open) {
    open.closedAt = at < open.openedAt ? open.openedAt : at;
    open.closedBy = closedBy;
  }
  return { excursions, closed: open };
}

export const unacknowledgedCount = (excursions: readonly StoredExcursion[]) => excursions.filter((e) => !e.acknowledgement).length;
