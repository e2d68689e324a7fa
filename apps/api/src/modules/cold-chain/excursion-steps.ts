import { isInBand, type TemperatureBand } from '@meridian/contracts';

export type StoredExcursion = { openedAt: Date; closedAt: Date | null; peakCelsius: number; direction: 'above' | 'below' };
export type TimedCelsius = { at: Date; celsius: number };
export type ExcursionTransition = { kind: 'excursion-opened' | 'excursion-closed'; celsius: number; at: Date };

const beyond = (celsius: number, band: Pick<TemperatureBand, 'min' | 'max'>) => (celsius > band.max ? celsius - band.max : band.min - celsius);

/**
 * The excursions after `readings` (newer than any already counted, in time order), and what opened or closed on
 * the way. The same rule as the contracts' findExcursions, applied incrementally from the stored state.
 */
export function advanceExcursions(
  previous: readonly StoredExcursion[],
  readings: readonly TimedCelsius[],
  band: Pick<TemperatureBand, 'min' | 'max'>,
): { excursions: StoredExcursion[]; transitions: ExcursionTransition[] } {
  const excursions = previous.map((e) => ({ ...e }));
  const transitions: ExcursionTransition[] = [];
  let open = excursions.at(-1)?.closedAt === null ? excursions.at(-1) : undefined;
  for (const r of readings) {
    if (isInBand(r.celsius, band)) {
      if (open) {
        open.closedAt = r.at;
        transitions.push({ kind: 'excursion-closed', celsius: r.celsius, at: r.at });
        open = undefined;
      }
      continue;
    }
    const direction = r.celsius > band.max ? 'above' : 'below';
    if (!open) {
      open = { openedAt: r.at, closedAt: null, peakCelsius: r.celsius, direction };
      excursions.push(open);
      transitions.push({ kind: 'excursion-opened', celsius: r.celsius, at: r.at });
    } else if (beyond(r.celsius, band) > beyond(open.peakCelsius, band)) {
      open.peakCelsius = r.celsius;
      open.direction = direction;
    }
  }
  return { excursions, transitions };
}
