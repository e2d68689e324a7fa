import { greatCircleKm } from './route';

// The arrival estimate of a driver's deliveries (decision 0109), a pure function so the API and `bench:eta` run the
// same code: the API hands it the driver's recent fixes and the jobs still out for delivery, the bench its generated
// routes. It knows no road network: remaining road distance is the straight line times a circuity factor, travelled
// at the speed the driver has kept lately (blended with a fallback while there is little to go on), plus an allowance
// for each other delivery made first.

/** A phone fix as the estimator reads it: `at` in ms since the epoch. */
export type PositionFix = { at: number; lat: number; lng: number; accuracyM?: number | null; speedKmh?: number | null };
/** A job out for delivery: where it goes. */
export type DeliveryStop = { id: string; lat: number; lng: number };
export type ArrivalEstimate = {
  id: string;
  /** The single best guess (ms); the window is drawn around it. */
  expectedAt: number;
  from: number;
  to: number;
  /** Deliveries the estimate expects the driver to make first. */
  stopsBefore: number;
  remainingKm: number;
};

/**
 * What a delivery van averages in town, stops at lights and slow streets included, when the phone has told us too
 * little (urban delivery vans average 20-35 km/h; the middle of that).
 */
export const ETA_FALLBACK_SPEED_KMH = 24;
/** Parking, walking to the door and a signature, for each other delivery made before this one. */
export const ETA_STOP_ALLOWANCE_MINUTES = 6;
/**
 * Town streets wind more than the trunk roads of a booking's route (contracts route.ts uses 1.2 there): short urban
 * trips measure 1.3-1.4 times the straight line.
 */
export const ETA_ROAD_CIRCUITY = 1.3;
/** How far back the driver's speed is read: long enough to average over lights and a jam, short enough to follow the day. */
export const ETA_SPEED_WINDOW_MINUTES = 45;
/** Minutes of observed driving that count as much as the fallback speed in the blend. */
const PRIOR_WEIGHT_MINUTES = 12;
/** Standing still this long is a stop (a delivery, a break), covered by the per-stop allowance, not a slow road. */
const STANDING_STOP_MINUTES = 2.5;
/** Fixes within this of where a stand began are the van not moving (GPS wanders a few tens of metres). */
const STAND_RADIUS_KM = 0.06;
/** Fixes less sure than this say little about where the van is. */
const MAX_ACCURACY_M = 250;
/** Stands and speed are read from fixes at least this sure, when there are enough of them. */
const PRECISE_ACCURACY_M = 50;
/** Within this distance the driver is at the door. */
const AT_STOP_KM = 0.15;
/** Driven this far on a leg, the van's heading says which drop it makes for. */
const HEADING_AFTER_KM = 0.8;
/** A drop the van makes for gets at least this much nearer per km driven (streets wind: 1 / 1.3 when heading straight for it). */
const HEADING_PROGRESS = 0.55;
/** The window's half-width: a floor, a share of the time left, more per stop on the way, more while the speed is a guess. */
const MIN_HALF_WIDTH_MINUTES = 4;
const HALF_WIDTH_SHARE = 0.25;
const HALF_WIDTH_PER_STOP_MINUTES = 3;

const MINUTE_MS = 60_000;

const legKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => greatCircleKm(a, b);

/** A spell of fixes that never strayed from where it began: indexes into the fixes, first and last. */
type Stand = { first: number; last: number };

/** The stands of STANDING_STOP_MINUTES or more among time-ordered fixes: the van stopped, not stuck at a light. */
function stopsMade(fixes: readonly PositionFix[]): Stand[] {
  const stands: Stand[] = [];
  let first = 0;
  for (let i = 1; i <= fixes.length; i++) {
    if (i < fixes.length && legKm(fixes[first]!, fixes[i]!) <= STAND_RADIUS_KM) continue;
    const last = i - 1;
    if ((fixes[last]!.at - fixes[first]!.at) / MINUTE_MS >= STANDING_STOP_MINUTES) stands.push({ first, last });
    first = i;
  }
  return stands;
}

/** Within the speed window before the newest fix, the fixes sure enough to read movement from. */
function recentFixes(fixes: readonly PositionFix[]): PositionFix[] {
  const newest = fixes.at(-1);
  if (!newest) return [];
  const recent = fixes.filter((f) => f.at >= newest.at - ETA_SPEED_WINDOW_MINUTES * MINUTE_MS);
  const precise = recent.filter((f) => f.accuracyM == null || f.accuracyM <= PRECISE_ACCURACY_M);
  return precise.length >= 2 ? precise : recent;
}

/**
 * The speed the driver keeps on the road over the window before the newest fix, and how many minutes of driving it
 * rests on. Stops (stands of STANDING_STOP_MINUTES or more) are left out, allowed for apart; lights and queues stay in.
 */
function observedDrivingSpeed(fixes: readonly PositionFix[]): { kmh: number | null; drivingMinutes: number } {
  const recent = recentFixes(fixes);
  const inStop = new Set<number>();
  for (const stand of stopsMade(recent)) for (let i = stand.first + 1; i <= stand.last; i++) inStop.add(i);
  let km = 0;
  let ms = 0;
  for (let i = 1; i < recent.length; i++) {
    if (inStop.has(i)) continue;
    const dt = recent[i]!.at - recent[i - 1]!.at;
    if (dt <= 0) continue;
    km += legKm(recent[i - 1]!, recent[i]!);
    ms += dt;
  }
  const minutes = ms / MINUTE_MS;
  return { kmh: minutes >= 1 ? km / (ms / 3_600_000) : null, drivingMinutes: minutes };
}

/** The observed speed weighed against the fallback by how much driving it rests on. */
function blendedSpeedKmh(observed: { kmh: number | null; drivingMinutes: number }): number {
  if (observed.kmh === null) return ETA_FALLBACK_SPEED_KMH;
  const w = observed.drivingMinutes;
  return (observed.kmh * w + ETA_FALLBACK_SPEED_KMH * PRIOR_WEIGHT_MINUTES) / (w + PRIOR_WEIGHT_MINUTES);
}

/** Nearest next from `from`: a first guess at the order. */
function nearestNext<T extends { lat: number; lng: number }>(from: { lat: number; lng: number }, stops: readonly T[]): T[] {
  const left = [...stops];
  const order: T[] = [];
  let here = from;
  while (left.length > 0) {
    let best = 0;
    for (let i = 1; i < left.length; i++) if (legKm(here, left[i]!) < legKm(here, left[best]!)) best = i;
    const [next] = left.splice(best, 1);
    order.push(next!);
    here = next!;
  }
  return order;
}

/** Up to this many stops every order is tried; beyond, 2-opt finds a short one. */
const EXACT_ORDER_MAX_STOPS = 8;

/** The shortest open path from `from` through every stop, every order tried (branch and bound). */
function shortestOrder<T extends { lat: number; lng: number }>(from: { lat: number; lng: number }, stops: readonly T[]): T[] {
  let best = nearestNext(from, stops);
  let bestKm = pathKm(from, best);
  const walk = (here: { lat: number; lng: number }, left: T[], path: T[], km: number) => {
    if (km >= bestKm) return;
    if (left.length === 0) {
      best = path;
      bestKm = km;
      return;
    }
    left.forEach((next, i) => walk(next, [...left.slice(0, i), ...left.slice(i + 1)], [...path, next], km + legKm(here, next)));
  };
  walk(from, [...stops], [], 0);
  return best;
}

function pathKm(from: { lat: number; lng: number }, path: readonly { lat: number; lng: number }[]): number {
  let km = 0;
  let here = from;
  for (const p of path) {
    km += legKm(here, p);
    here = p;
  }
  return km;
}

/**
 * The order a driver most likely takes from `from`: the shortest path through the stops, as a route planner gives it:
 * every order tried for a few stops, nearest next improved by 2-opt for more. The API proposes a driver's delivery
 * route with it (decision 0116), and the estimator falls back on it when no route is stored.
 */
export function likelyStopOrder<T extends { lat: number; lng: number }>(from: { lat: number; lng: number }, stops: readonly T[]): T[] {
  if (stops.length <= EXACT_ORDER_MAX_STOPS) return shortestOrder(from, stops);
  const path: { lat: number; lng: number }[] = [from, ...nearestNext(from, stops)];
  for (let improved = true, rounds = 0; improved && rounds < 50; rounds++) {
    improved = false;
    for (let i = 1; i < path.length - 1; i++) {
      for (let j = i + 1; j < path.length; j++) {
        // Reversing path[i..j]: the edge into i and the edge out of j change (an open path: none out of the last).
        const before = legKm(path[i - 1]!, path[i]!) + (j + 1 < path.length ? legKm(path[j]!, path[j + 1]!) : 0);
        const after = legKm(path[i - 1]!, path[j]!) + (j + 1 < path.length ? legKm(path[i]!, path[j + 1]!) : 0);
        if (after < before - 1e-9) {
          path.splice(i, j - i + 1, ...path.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return path.slice(1) as T[];
}

/** The shortest open path through the stops from any of them: a route proposed before the van has a position. */
export function shortestStopOrder<T extends { lat: number; lng: number }>(stops: readonly T[]): T[] {
  let best: T[] = [...stops];
  let bestKm = Infinity;
  for (const first of stops) {
    const path = [first, ...likelyStopOrder(first, stops.filter((s) => s !== first))];
    const km = pathKm(first, path);
    if (km < bestKm) {
      best = path;
      bestKm = km;
    }
  }
  return best;
}

/**
 * Where a stop fits best into a route driven from `from` (or from the route's first stop when the van's position is
 * unknown): the place that lengthens it least. Answers the route with the stop in it.
 */
export function insertStop<T extends { lat: number; lng: number }>(from: { lat: number; lng: number } | null, route: readonly T[], stop: T): T[] {
  let bestAt = route.length;
  let bestExtra = Infinity;
  for (let at = 0; at <= route.length; at++) {
    const before = at === 0 ? from : route[at - 1]!;
    const after = route[at];
    const extra = (before ? legKm(before, stop) : 0) + (after ? legKm(stop, after) : 0) - (before && after ? legKm(before, after) : 0);
    if (extra < bestExtra - 1e-9) {
      bestExtra = extra;
      bestAt = at;
    }
  }
  return [...route.slice(0, bestAt), stop, ...route.slice(bestAt)];
}

/**
 * A route after the driver made `done` (delivered or attempted it) while other stops stood before it: they changed
 * their plan, so the stops after it keep their order from there and those skipped go where they fit best, driven from
 * the stop just made (decision 0116). `route` still holds `done`; the answer does not.
 */
export function routeAfterStop<T extends { id: string; lat: number; lng: number }>(route: readonly T[], doneId: string): T[] {
  const at = route.findIndex((s) => s.id === doneId);
  if (at < 0) return [...route];
  const done = route[at]!;
  let rest = route.slice(at + 1);
  for (const skipped of route.slice(0, at)) rest = insertStop(done, rest, skipped);
  return rest;
}

/**
 * The leg the driver is on: the fixes since their last stop (the door they left, or the oldest fix read), how far they
 * have driven since, and how long they have stood at the place they are now (0 while moving).
 */
function currentLeg(fixes: readonly PositionFix[]): { since: readonly PositionFix[]; drivenKm: number; standingMinutes: number } {
  const recent = recentFixes(fixes);
  const stands = stopsMade(recent);
  const lastStand = stands.at(-1);
  const standingNow = lastStand && lastStand.last === recent.length - 1;
  const since = standingNow ? recent.slice(lastStand.first) : recent.slice(lastStand ? lastStand.last : 0);
  let drivenKm = 0;
  for (let i = 1; i < since.length; i++) drivenKm += legKm(since[i - 1]!, since[i]!);
  return { since, drivenKm: standingNow ? 0 : drivenKm, standingMinutes: standingNow ? (recent.at(-1)!.at - recent[lastStand.first]!.at) / MINUTE_MS : 0 };
}

/**
 * The drop the van makes for: once it has driven HEADING_AFTER_KM of its leg, the nearest of those it has been closing
 * on steadily; before that (or closing on none), the nearest to where the leg began, as drivers plan.
 */
function nextStopOf<T extends { lat: number; lng: number }>(leg: { since: readonly PositionFix[]; drivenKm: number }, stops: readonly T[]): T {
  const origin = leg.since[0]!;
  const here = leg.since.at(-1)!;
  if (leg.drivenKm >= HEADING_AFTER_KM) {
    const closing = stops.filter((s) => (legKm(origin, s) - legKm(here, s)) / leg.drivenKm >= HEADING_PROGRESS);
    if (closing.length > 0) return nearestNext(here, closing)[0]!;
  }
  return likelyStopOrder(origin, stops)[0]!;
}

/**
 * The order the stops will be made in: the driver's route when one is kept (stops it does not name, added since, go
 * where they fit best); guessed when none is (decision 0109): halfway along a leg another drop may be nearer the van
 * than the one it makes for, so the first is read from the leg and the rest follow in the shortest order from it.
 */
function knownOrGuessedOrder(leg: { since: readonly PositionFix[]; drivenKm: number }, stops: readonly DeliveryStop[], order: readonly string[] | null | undefined): DeliveryStop[] {
  const known = order ? order.flatMap((id) => stops.filter((s) => s.id === id)) : [];
  if (known.length === 0) {
    const first = nextStopOf(leg, stops);
    return [first, ...likelyStopOrder(first, stops.filter((s) => s !== first))];
  }
  let route = known;
  for (const stop of stops) if (!route.includes(stop)) route = insertStop(leg.since.at(-1)!, route, stop);
  return route;
}

/**
 * The arrival window of each stop, as of `now`, from the driver's fixes (any order; unusable ones are ignored). No
 * usable fix: no estimate (an empty list). The clock starts at the newest fix, so a batch that arrives late still
 * counts from where and when the van was; a window that would open in the past opens now, and the longer the phone
 * has been silent the wider it is.
 */
export function estimateArrivals({
  now,
  fixes,
  stops,
  order,
}: {
  now: number;
  fixes: readonly PositionFix[];
  stops: readonly DeliveryStop[];
  /** The driver's delivery route (decision 0116): stop ids in the order they will be made; unknown ones are ignored. */
  order?: readonly string[] | null;
}): ArrivalEstimate[] {
  const usable = fixes.filter((f) => f.at <= now && (f.accuracyM == null || f.accuracyM <= MAX_ACCURACY_M)).sort((a, b) => a.at - b.at);
  const here = usable.at(-1);
  if (!here || stops.length === 0) return [];
  const observed = observedDrivingSpeed(usable);
  const kmh = blendedSpeedKmh(observed);
  // Little driving seen yet: the speed is mostly the fallback's guess, so the window is wider.
  const guessFactor = 1 + Math.max(0, PRIOR_WEIGHT_MINUTES - observed.drivingMinutes) / PRIOR_WEIGHT_MINUTES / 2;
  const silentMinutes = Math.max(0, now - here.at) / MINUTE_MS;
  const leg = currentLeg(usable);
  const route = knownOrGuessedOrder(leg, stops, order);
  const atStop = legKm(here, route[0]!) <= AT_STOP_KM;

  let at = here.at;
  let position: { lat: number; lng: number } = here;
  let remainingKm = 0;
  return route.map((stop, stopsBefore) => {
    const straight = legKm(position, stop);
    const km = straight <= AT_STOP_KM ? 0 : straight * ETA_ROAD_CIRCUITY;
    // At the first door already: what is left of its allowance; beyond it, a whole allowance per door.
    if (stopsBefore === 1 && atStop) at += Math.max(1, ETA_STOP_ALLOWANCE_MINUTES - leg.standingMinutes) * MINUTE_MS;
    else if (stopsBefore > 0) at += ETA_STOP_ALLOWANCE_MINUTES * MINUTE_MS;
    at += (km / kmh) * 3_600_000;
    remainingKm += km;
    position = stop;
    const expectedAt = Math.max(now, at);
    const leftMinutes = (expectedAt - now) / MINUTE_MS;
    const half =
      (Math.max(MIN_HALF_WIDTH_MINUTES, HALF_WIDTH_SHARE * leftMinutes) + HALF_WIDTH_PER_STOP_MINUTES * stopsBefore) * guessFactor + silentMinutes / 2;
    return {
      id: stop.id,
      expectedAt,
      from: Math.max(now, expectedAt - half * MINUTE_MS),
      to: expectedAt + half * MINUTE_MS,
      stopsBefore,
      remainingKm,
    };
  });
}
