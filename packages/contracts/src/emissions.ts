import { z } from 'zod';
import type { CargoLineType } from './pieces';
import type { Route, RouteMethod } from './route';
import type { VehicleType } from './vehicle';

// Decision 0096: a shipment's greenhouse-gas emissions by ISO 14083 and the GLEC Framework, from default intensity
// values (no carrier's measured fuel yet). The table is versioned: a stored figure names the factor it came from, so a
// later table never silently changes an old booking's figure. This table is version glec-v3-defaults-2026.12: a changed
// value gets a new factor id rather than an edit in place.
const EMISSIONS_METHOD = 'iso14083-glec-v3-default-intensity';

export type EmissionFactor = {
  id: string;
  mode: VehicleType;
  description: string;
  /** Well-to-wheel intensity, g CO2e per tonne-km. */
  wtwGPerTkm: number;
  /** Tank-to-wheel intensity (the burning alone), g CO2e per tonne-km. */
  ttwGPerTkm: number;
  source: string;
};

/**
 * One default per mode. Sources: GLEC Framework v3.0 (Smart Freight Centre, 2023), road from Table 8 (Europe, articulated
 * truck 34-40 t, average/mixed load, diesel: its WTT part is 22 g), air and sea from the framework's default intensity
 * values for a freighter fleet average and a container ship on an average trade lane. Figures are per tonne-km of
 * actual (not chargeable) mass on the mode's distance.
 */
export const EMISSION_FACTORS: Record<VehicleType, EmissionFactor> = {
  truck: {
    id: 'glec3-road-artic-34-40t-avg-diesel-eu',
    mode: 'truck',
    description: 'Articulated truck 34-40 t, average/mixed load, diesel (Europe)',
    wtwGPerTkm: 88,
    ttwGPerTkm: 66,
    source: 'GLEC Framework v3.0 (2023), Table 8',
  },
  air: {
    id: 'glec3-air-freighter-fleet-average',
    mode: 'air',
    description: 'Air freighter, fleet average, mixed haul',
    wtwGPerTkm: 789,
    ttwGPerTkm: 650,
    source: 'GLEC Framework v3 default air intensity',
  },
  sea: {
    id: 'glec3-sea-container-trade-lane-average',
    mode: 'sea',
    description: 'Container ship, average trade lane',
    wtwGPerTkm: 16,
    ttwGPerTkm: 13,
    source: 'GLEC Framework v3 default sea container intensity',
  },
};

/**
 * Temperature-controlled cargo: GLEC's default uplift for refrigerated road transport is 12 %; the same is applied to
 * reefer containers at sea. Air holds are not separately refrigerated, so air has none.
 */
const REEFER_UPLIFT: Record<VehicleType, number> = { truck: 0.12, air: 0, sea: 0.12 };

export const emissionsSchema = z
  .object({
    tonneKm: z.number().meta({ description: 'Transport activity: tonnes of actual mass x route.distanceKm, to 0.001' }),
    intensityWtwG: z.number().meta({ description: 'g CO2e per tonne-km, well to wheel, after any reefer uplift' }),
    co2eWtwKg: z.number().meta({ description: 'kg CO2e, well to wheel (tonneKm x intensityWtwG / 1000)' }),
    co2eTtwKg: z.number().meta({ description: 'kg CO2e, tank to wheel' }),
    factorId: z.string(),
    method: z.string(),
  })
  .meta({ id: 'Emissions' });
export type Emissions = z.infer<typeof emissionsSchema>;

const round = (value: number, places: number) => {
  const scale = 10 ** places;
  return Math.round(value * scale) / scale;
};

/**
 * A shipment's emissions: tonne-km on the route's distance times the mode's intensity. Each figure is reproducible by
 * hand from the ones before it: tonneKm is rounded first and the CO2e is computed from the rounded figure.
 */
export function estimateEmissions(input: { mode: VehicleType; weightKg: number; distanceKm: number; perishable: boolean }): Emissions {
  const factor = EMISSION_FACTORS[input.mode];
  const uplift = input.perishable ? 1 + REEFER_UPLIFT[input.mode] : 1;
  const tonneKm = round((input.weightKg / 1000) * input.distanceKm, 3);
  const intensityWtwG = round(factor.wtwGPerTkm * uplift, 2);
  const intensityTtwG = round(factor.ttwGPerTkm * uplift, 2);
  return {
    tonneKm,
    intensityWtwG,
    co2eWtwKg: round((tonneKm * intensityWtwG) / 1000, 3),
    co2eTtwKg: round((tonneKm * intensityTtwG) / 1000, 3),
    factorId: factor.id,
    method: EMISSIONS_METHOD,
  };
}

// ---- iLEAP ShipmentFootprint (GET /bookings/{id}/shipment-footprint) -------------------------------------------------

/**
 * iLEAP numbers are decimals written as JSON strings (no exponent), so a shipper's tools read them without floating-point
 * loss. Figures are stored to 0.001 at most, so three places say all of them (coordinates take six, about 0.1 m);
 * trailing zeros are dropped.
 */
export function decimalString(value: number, places = 3): string {
  const fixed = Math.abs(value) < 0.5 * 10 ** -places ? '0' : value.toFixed(places);
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
}

const decimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, 'A decimal number written as a string')
  .meta({ description: 'Decimal as a string, e.g. "412.345"' });

/** Decision 0099: how a route's method reads as an iLEAP distance source. */
const ILEAP_DISTANCE_SOURCES = ['Simulated', 'GCD', 'SFD', 'Actual'] as const;
type IleapDistanceSource = (typeof ILEAP_DISTANCE_SOURCES)[number];
const DISTANCE_SOURCE_OF_ROUTE: Record<RouteMethod, IleapDistanceSource> = {
  // Great-circle times a circuity factor: a modelled road distance, not a measured one.
  'road-circuity': 'Simulated',
  // GLEC's air distance is the great-circle distance between the airports plus the 95 km allowance.
  'air-airports': 'GCD',
  // Along the sea-lane network between the ports: the shortest feasible distance.
  'sea-lanes': 'SFD',
  'great-circle': 'GCD',
};
function ileapDistanceSource(method: RouteMethod): IleapDistanceSource {
  return DISTANCE_SOURCE_OF_ROUTE[method];
}

const ILEAP_TRANSPORT_MODES: Record<VehicleType, 'Road' | 'Air' | 'Sea'> = { truck: 'Road', air: 'Air', sea: 'Sea' };

const ileapLocationSchema = z
  .object({
    city: z.string(),
    country: z.string().meta({ description: 'ISO 3166-1 alpha-2' }),
    lat: decimal.optional(),
    lng: decimal.optional(),
  })
  .meta({ id: 'IleapLocation' });

const transportChainElementSchema = z
  .object({
    tceId: z.string().meta({ description: 'This transport chain element: the tracking number and the leg, e.g. "MX12345678901-1"' }),
    prevTceIds: z.array(z.string()).meta({ description: 'The elements before this one in the chain (none: one leg)' }),
    tocId: z.string().meta({ description: 'The transport operation category: the emission factor the figures come from' }),
    shipmentId: z.string(),
    mode: z.enum(['Road', 'Air', 'Sea']),
    mass: decimal.meta({ description: 'kg, actual (not chargeable) mass' }),
    packagingOrTrEqType: z.enum(['Box', 'Pallet', 'Container']).optional(),
    packagingOrTrEqAmount: z.number().int().optional(),
    distance: z
      .object({ value: decimal, unit: z.literal('km'), dataSource: z.enum(ILEAP_DISTANCE_SOURCES) })
      .meta({ description: 'The distance the emissions are computed on (route.distanceKm)' }),
    origin: ileapLocationSchema.optional(),
    destination: ileapLocationSchema.optional(),
    transportActivity: decimal.meta({ description: 'tonne-km' }),
    co2eWTW: decimal.meta({ description: 'kg CO2e, well to wheel' }),
    co2eTTW: decimal.meta({ description: 'kg CO2e, tank to wheel' }),
  })
  .meta({ id: 'TransportChainElement' });

export const shipmentFootprintSchema = z
  .object({
    mass: decimal.meta({ description: 'kg, the shipment\'s actual mass' }),
    numberOfItems: decimal.optional(),
    typeOfItems: z.string().optional(),
    shipmentId: z.string().meta({ description: 'The tracking number' }),
    tces: z.array(transportChainElementSchema).min(1),
  })
  .meta({ id: 'ShipmentFootprint', description: 'iLEAP ShipmentFootprint (decision 0099): one transport chain element per leg' });
export type ShipmentFootprint = z.infer<typeof shipmentFootprintSchema>;

export const FOOTPRINT_MESSAGES = {
  noEmissions: 'This booking has no emissions yet: add the country of its places so its route can be measured',
} as const;

type FootprintPlace = { city: string; country?: string | null; coordinates?: { lat: number; lng: number } | null };

function ileapLocation(place: FootprintPlace): z.infer<typeof ileapLocationSchema> | undefined {
  if (!place.country) return undefined;
  return {
    city: place.city,
    country: place.country,
    ...(place.coordinates ? { lat: decimalString(place.coordinates.lat, 6), lng: decimalString(place.coordinates.lng, 6) } : {}),
  };
}

// iLEAP's packaging types are box, pallet and container; a shipment of one kind of piece says which.
const PACKAGING: Partial<Record<CargoLineType, 'Box' | 'Pallet'>> = { box: 'Box', pallet: 'Pallet' };

/**
 * A booking's iLEAP ShipmentFootprint (decision 0099): one leg door to door, so one transport chain element carrying
 * the booking's stored figures unchanged (co2eWTW is emissions.co2eWtwKg written as a decimal).
 */
export function shipmentFootprintOf(booking: {
  trackingNumber: string;
  vehicleType: VehicleType;
  cargoWeightKg: number;
  quantity: number;
  cargoLines?: readonly { type: CargoLineType; count: number }[] | null;
  pickupLocation: FootprintPlace;
  dropoffLocation: FootprintPlace;
  route: Route;
  emissions: Emissions;
}): ShipmentFootprint {
  const types = [...new Set((booking.cargoLines ?? []).map((line) => line.type))];
  const packaging = types.length === 1 ? PACKAGING[types[0]!] : undefined;
  const origin = ileapLocation(booking.pickupLocation);
  const destination = ileapLocation(booking.dropoffLocation);
  const mass = decimalString(booking.cargoWeightKg);
  return {
    mass,
    numberOfItems: decimalString(booking.quantity),
    ...(types.length === 1 ? { typeOfItems: types[0] } : {}),
    shipmentId: booking.trackingNumber,
    tces: [
      {
        tceId: `${booking.trackingNumber}-1`,
        prevTceIds: [],
        tocId: booking.emissions.factorId,
        shipmentId: booking.trackingNumber,
        mode: ILEAP_TRANSPORT_MODES[booking.vehicleType],
        mass,
        ...(packaging ? { packagingOrTrEqType: packaging, packagingOrTrEqAmount: booking.quantity } : {}),
        distance: { value: decimalString(booking.route.distanceKm), unit: 'km', dataSource: ileapDistanceSource(booking.route.method) },
        ...(origin ? { origin } : {}),
        ...(destination ? { destination } : {}),
        transportActivity: decimalString(booking.emissions.tonneKm),
        co2eWTW: decimalString(booking.emissions.co2eWtwKg),
        co2eTTW: decimalString(booking.emissions.co2eTtwKg),
      },
    ],
  };
}

/** How a stored method reads on a document; a method the table no longer knows is shown by its id. */
const EMISSIONS_METHOD_LABELS: Record<string, string> = {
  [EMISSIONS_METHOD]: 'ISO 14083, GLEC Framework v3 default intensity',
};

/** One line for a document (the invoice): "412.345 kg CO2e well to wheel (ISO 14083, GLEC Framework v3 default intensity)". */
export function co2eLine(emissions: Pick<Emissions, 'co2eWtwKg' | 'method'>): string {
  const kg = emissions.co2eWtwKg.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 3 });
  return `${kg} kg CO2e well to wheel (${EMISSIONS_METHOD_LABELS[emissions.method] ?? emissions.method})`;
}
