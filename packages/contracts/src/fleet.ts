import { z } from 'zod';
import { CALENDAR_DATE_PATTERN, isCalendarDate } from './calendar-date';
import { VEHICLE_MODE_LABELS } from './milestones';
import { VEHICLE_TYPES, type VehicleType } from './vehicle';

// The fleet (decision 0047): vehicles are records an operator manages, not free text typed in the assign dialog. A
// vehicle's id is its fleet number (TRK-101): the assignment, the device keys and the telemetry route all name it.

export const MAX_VEHICLE_CAPACITY_KG = 100_000;
const VEHICLE_ID_PATTERN = /^[A-Z0-9][A-Z0-9-]*$/;
export const VEHICLE_ID_MESSAGE = 'Use letters, digits and dashes (e.g. TRK-101)';

// Typed ids are upper-cased, so "trk-101" and "TRK-101" are one vehicle.
const vehicleIdField = z
  .string({ error: 'Vehicle id is required' })
  .trim()
  .toUpperCase()
  .min(1, 'Vehicle id is required')
  .max(40, 'Vehicle id must be at most 40 characters')
  .regex(VEHICLE_ID_PATTERN, VEHICLE_ID_MESSAGE);
const capacityField = z
  .number({ error: 'Capacity must be a number' })
  .finite('Capacity must be a number')
  .gt(0, 'Capacity must be above 0 kg')
  .max(MAX_VEHICLE_CAPACITY_KG, `Capacity must be at most ${MAX_VEHICLE_CAPACITY_KG.toLocaleString('en-US')} kg`);
const typeField = z.enum(VEHICLE_TYPES, { error: 'Choose a vehicle type' });

export const vehicleCreateSchema = z
  .strictObject({ id: vehicleIdField, type: typeField, refrigerated: z.boolean({ error: 'Refrigerated must be true or false' }), capacityKg: capacityField })
  .meta({ id: 'VehicleCreate' });
export type VehicleCreateInput = z.input<typeof vehicleCreateSchema>;
export type VehicleCreate = z.infer<typeof vehicleCreateSchema>;

const VEHICLE_UPDATE_EMPTY = 'Change at least one of type, refrigerated or capacity';
export const vehicleUpdateSchema = z
  .strictObject({ type: typeField.optional(), refrigerated: z.boolean({ error: 'Refrigerated must be true or false' }).optional(), capacityKg: capacityField.optional() })
  .refine((v) => v.type !== undefined || v.refrigerated !== undefined || v.capacityKg !== undefined, { message: VEHICLE_UPDATE_EMPTY })
  .meta({ id: 'VehicleUpdate' });
export type VehicleUpdate = z.infer<typeof vehicleUpdateSchema>;

// Path ids are looked up as stored (a vehicle imported from free text may predate the id pattern), only bounded.
export const vehicleParamsSchema = z.strictObject({ id: z.string().trim().min(1).max(40) });

const VEHICLE_LIST_STATES = ['active', 'retired', 'all'] as const;
export const vehicleListQuerySchema = z
  .strictObject({
    state: z.enum(VEHICLE_LIST_STATES, { error: `Use one of ${VEHICLE_LIST_STATES.join(', ')}` }).default('active'),
    // The assign dialog's day: each vehicle then says what it already has on the road and booked that day.
    date: z.string().regex(CALENDAR_DATE_PATTERN, 'Use a YYYY-MM-DD date').refine(isCalendarDate, 'Use a real date').optional(),
  })
  .meta({ id: 'VehicleListQuery' });
export type VehicleListQuery = z.infer<typeof vehicleListQuerySchema>;

export const vehicleSchema = z
  .object({
    _id: z.string().meta({ description: 'The fleet number, e.g. TRK-101' }),
    type: z.enum(VEHICLE_TYPES),
    refrigerated: z.boolean(),
    capacityKg: z.number(),
    retiredAt: z.string().nullable(),
    imported: z.boolean().meta({ description: 'Made by the migration from a free-text vehicle an earlier assignment named: its details are estimates to check' }),
    createdAt: z.string(),
    updatedAt: z.string(),
    jobs: z
      .object({
        onTheRoad: z.number().int().meta({ description: 'Shipments it carries now: picked up and not yet delivered' }),
        thatDay: z.number().int().meta({ description: 'Shipments (not cancelled) assigned to it that pick up on the day asked' }),
      })
      .optional()
      .meta({ description: 'Only when the list was asked for a `date`' }),
  })
  .meta({ id: 'Vehicle' });
export type Vehicle = z.infer<typeof vehicleSchema>;
export const vehicleListSchema = z.object({ records: z.array(vehicleSchema) }).meta({ id: 'VehicleList' });
export type VehicleList = z.infer<typeof vehicleListSchema>;

export const VEHICLE_NOT_FOUND = 'Vehicle not found';
export const VEHICLE_EXISTS = 'A vehicle with this id already exists.';
export const VEHICLE_RETIRED = 'This vehicle is retired. Choose another vehicle.';
export const VEHICLE_UNKNOWN = 'This vehicle is not in the fleet. Choose one from the list.';
export const VEHICLE_NOT_REFRIGERATED = 'This booking is perishable: choose a refrigerated vehicle.';
export const vehicleWrongMode = (mode: VehicleType) => `This booking travels by ${VEHICLE_MODE_LABELS[mode]}: choose a vehicle of that type.`;
export const vehicleTooSmall = (capacityKg: number, cargoWeightKg: number) =>
  `This vehicle carries at most ${capacityKg.toLocaleString('en-US')} kg; the cargo weighs ${cargoWeightKg.toLocaleString('en-US')} kg.`;

type VehicleFacts = Pick<Vehicle, 'type' | 'refrigerated' | 'capacityKg' | 'retiredAt'>;
type CargoFacts = { vehicleType: VehicleType; isPerishable: boolean; cargoWeightKg: number };

/**
 * Why a vehicle cannot carry a booking, or undefined when it can: the one rule the API enforces on assign and the
 * dialog shows beside each vehicle (decision 0047).
 */
export function vehicleRefusal(vehicle: VehicleFacts, booking: CargoFacts): string | undefined {
  if (vehicle.retiredAt) return VEHICLE_RETIRED;
  if (vehicle.type !== booking.vehicleType) return vehicleWrongMode(booking.vehicleType);
  if (booking.isPerishable && !vehicle.refrigerated) return VEHICLE_NOT_REFRIGERATED;
  if (vehicle.capacityKg < booking.cargoWeightKg) return vehicleTooSmall(vehicle.capacityKg, booking.cargoWeightKg);
  return undefined;
}
