import { z } from 'zod';
import type { VehicleType } from './vehicle';

// Decision 0096: a shipment's greenhouse-gas emissions by ISO 14083 and the GLEC Framework, from default intensity
// values (no carrier's measured fuel yet). The table is versioned: a stored figure names the factor it came from, so a
// later table never silently changes an old booking's figure.
export const EMISSION_FACTOR_TABLE_VERSION = 'glec-v3-defaults-2026.12';
export const EMISSIONS_METHOD = 'iso14083-glec-v3-default-intensity';

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
export const REEFER_UPLIFT: Record<VehicleType, number> = { truck: 0.12, air: 0, sea: 0.12 };

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
