import { greatCircleKm, type DriverPosition } from '@meridian/contracts';

// Decision 0109: which of the phone's fixes are kept while a job is out for delivery. One every 30 s is what the
// arrival estimate needs (bench:eta replays that); a van that has moved far sooner than that is kept sooner, so the
// receiver's map follows it, but never more than one every 5 s.
const EVERY_MS = 30_000;
const AT_MOST_EVERY_MS = 5_000;
const MOVED_KM = 0.25;

export function shouldKeepFix(last: DriverPosition | null, next: DriverPosition): boolean {
  if (!last) return true;
  const elapsed = Date.parse(next.at) - Date.parse(last.at);
  if (elapsed >= EVERY_MS) return true;
  return elapsed >= AT_MOST_EVERY_MS && greatCircleKm(last, next) >= MOVED_KM;
}

// Five decimals is about a metre: enough to find a van, no false precision.
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** A browser fix as the API takes it: speed in km/h (the browser gives m/s), accuracy in metres. */
export function toDriverPosition(position: GeolocationPosition): DriverPosition {
  const { latitude, longitude, accuracy, speed } = position.coords;
  return {
    at: new Date(position.timestamp).toISOString(),
    lat: round(latitude),
    lng: round(longitude),
    accuracyM: Number.isFinite(accuracy) ? Math.round(accuracy) : null,
    speedKmh: speed != null && Number.isFinite(speed) ? Math.round(speed * 3.6 * 10) / 10 : null,
  };
}
