import { AIR_DISTANCE_ALLOWANCE_KM, EMISSION_FACTORS, ROAD_CIRCUITY_FACTOR, type EmissionFactor, type Emissions, type Route } from '@meridian/contracts';
import { EMISSIONS_COPY, ROUTE_COPY } from '../content/shipment-facts';

const formatters = new Map<number, Intl.NumberFormat>();
function number(value: number, maxDigits: number): string {
  let formatter = formatters.get(maxDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDigits });
    formatters.set(maxDigits, formatter);
  }
  return formatter.format(value);
}

/** A distance as a customer reads it: whole km, with a decimal only under 10 km ("492 km", "4.2 km"). */
export function formatKm(km: number): string {
  return `${number(km, km < 10 ? 1 : 0)} km`;
}

/** kg CO2e for a headline: two decimals under 10 kg, one under 1,000, none above ("5.22", "43.3", "1,234"). */
export function formatKgFigure(kg: number): string {
  return number(kg, kg < 10 ? 2 : kg < 1000 ? 1 : 0);
}

/** What the route's distance is and how it was found, in a customer's words (decision 0096's methods). */
export function describeRoute(route: Route): { headline: string; how: string } {
  const distance = formatKm(route.distanceKm);
  const straight = formatKm(route.greatCircleKm);
  switch (route.method) {
    case 'road-circuity':
      return { headline: ROUTE_COPY.road(distance), how: ROUTE_COPY.roadHow(straight, String(ROAD_CIRCUITY_FACTOR)) };
    case 'air-airports':
      return {
        headline: route.via ? `${ROUTE_COPY.airVia(route.via.from, route.via.to)}: ${distance}` : ROUTE_COPY.air(distance),
        how: ROUTE_COPY.airHow(formatKm(AIR_DISTANCE_ALLOWANCE_KM)),
      };
    case 'sea-lanes':
      return {
        headline: route.via ? `${ROUTE_COPY.seaVia(route.via.from, route.via.to)}: ${distance}` : ROUTE_COPY.sea(distance),
        how: ROUTE_COPY.seaHow(straight),
      };
    case 'great-circle':
      return { headline: ROUTE_COPY.straight(distance), how: ROUTE_COPY.straightHow };
  }
}

/** The factor a stored figure came from, looked up by its id (a later table may no longer have it). */
export function emissionFactor(factorId: string): EmissionFactor | undefined {
  return Object.values(EMISSION_FACTORS).find((factor) => factor.id === factorId);
}

/**
 * The working behind a booking's CO2e, so a reader can redo it by hand: weight x distance = tonne-km, times the
 * intensity. Exact stored figures, not rounded ones. The weight line is shown only when it gives the stored tonne-km
 * (the figure may have been computed on another weight than the one shown).
 */
export function emissionsWorking(emissions: Emissions, weightKg: number, distanceKm: number | undefined): string[] {
  const tonnes = weightKg / 1000;
  const lines: string[] = [];
  const tonneKm = number(emissions.tonneKm, 3);
  if (distanceKm !== undefined && Math.abs(tonnes * distanceKm - emissions.tonneKm) < 0.0015) {
    lines.push(EMISSIONS_COPY.activity(`${number(tonnes, 6)} t`, `${number(distanceKm, 1)} km`, tonneKm));
  } else {
    lines.push(`${tonneKm} tonne-km`);
  }
  lines.push(EMISSIONS_COPY.intensity(number(emissions.intensityWtwG, 2), number(emissions.co2eWtwKg, 3)));
  const factor = emissionFactor(emissions.factorId);
  if (factor && emissions.intensityWtwG > factor.wtwGPerTkm + 0.005) {
    lines.push(EMISSIONS_COPY.reefer(`${number((emissions.intensityWtwG / factor.wtwGPerTkm - 1) * 100, 1)} %`));
  }
  lines.push(EMISSIONS_COPY.tankToWheel(number(emissions.co2eTtwKg, 3)));
  return lines;
}
