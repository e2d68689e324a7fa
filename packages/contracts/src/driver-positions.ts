import { z } from 'zod';

// Where the driver is (decision 0109): the driver view sends the phone's positions in batches, only while it has a job
// out for delivery. One batch is one stored document, as a sensor's readings are (decision 0075).

/** A phone offline for a day at one fix every 30 s piles up 2,880; the outbox sends them in batches of this size. */
export const MAX_POSITION_BATCH = 200;

const latitude = z.number({ error: 'Latitude must be a number' }).min(-90, 'Latitude must be between -90 and 90').max(90, 'Latitude must be between -90 and 90');
const longitude = z
  .number({ error: 'Longitude must be a number' })
  .min(-180, 'Longitude must be between -180 and 180')
  .max(180, 'Longitude must be between -180 and 180');

const driverPositionSchema = z
  .strictObject({
    at: z.iso.datetime({ offset: true, error: 'Use an ISO date-time' }).meta({ description: 'When the phone took the fix' }),
    lat: latitude,
    lng: longitude,
    accuracyM: z
      .number({ error: 'Accuracy must be a number' })
      .min(0, 'Accuracy cannot be negative')
      .max(100_000, 'Accuracy must be at most 100 km')
      .nullable()
      .optional()
      .meta({ description: 'The fix\'s accuracy radius in metres, as the phone reports it' }),
    speedKmh: z
      .number({ error: 'Speed must be a number' })
      .min(0, 'Speed cannot be negative')
      .max(300, 'Speed must be at most 300 km/h')
      .nullable()
      .optional()
      .meta({ description: 'The speed the phone reports, when it does' }),
  })
  .meta({ id: 'DriverPosition' });
export type DriverPosition = z.infer<typeof driverPositionSchema>;

// POST /driver/positions
export const driverPositionsRequestSchema = z
  .strictObject({
    positions: z
      .array(driverPositionSchema)
      .min(1, 'Send at least one position')
      .max(MAX_POSITION_BATCH, `Send at most ${MAX_POSITION_BATCH} positions per batch`),
  })
  .meta({ id: 'DriverPositionsRequest' });
export type DriverPositionsRequest = z.infer<typeof driverPositionsRequestSchema>;

export const driverPositionsResultSchema = z
  .object({
    accepted: z.number().int().meta({ description: 'Positions stored by this batch' }),
    duplicates: z.number().int().meta({ description: 'Positions of a batch sent before (the outbox resends after a lost answer)' }),
    shipments: z.number().int().meta({ description: 'The jobs out for delivery whose arrival estimate this batch updated' }),
  })
  .meta({ id: 'DriverPositionsResult' });
export type DriverPositionsResult = z.infer<typeof driverPositionsResultSchema>;

export const DRIVER_POSITION_MESSAGES = {
  noActiveDelivery: 'Your position is shared only while a job is out for delivery, and you have none.',
  future: 'This position is from the future; check the phone clock',
} as const;
