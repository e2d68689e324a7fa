import { z } from 'zod';
import { objectIdSchema } from './envelope';

// The driver's delivery route (decision 0116): the order in which they will make today's deliveries, proposed by the
// API as jobs go out for delivery and changed by the driver on the phone. The arrival estimate reads it.

/** A driver carries at most this many jobs (the driver list's own cap is larger); a route names each once. */
const MAX_ROUTE_STOPS = 200;

// PUT /driver/route
export const driverRouteRequestSchema = z
  .strictObject({
    stops: z
      .array(objectIdSchema)
      .max(MAX_ROUTE_STOPS, `Name at most ${MAX_ROUTE_STOPS} stops`)
      .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, 'Name each job once')
      .meta({ description: 'Every job of the driver out for delivery, each once, in the order the driver will deliver them' }),
  })
  .meta({ id: 'DriverRouteRequest' });
export type DriverRouteRequest = z.infer<typeof driverRouteRequestSchema>;

export const driverRouteSchema = z
  .object({
    date: z.string().meta({ description: 'The calendar day (UTC) the route is for' }),
    stops: z.array(objectIdSchema).meta({ description: 'The jobs out for delivery, in the order they will be delivered' }),
    updatedAt: z.iso.datetime().nullable().meta({ description: 'When the route last changed; null when the driver has nothing out for delivery' }),
  })
  .meta({ id: 'DriverRoute' });
export type DriverRoute = z.infer<typeof driverRouteSchema>;

export const DRIVER_ROUTE_MESSAGES = {
  saved: 'Route saved',
  notTheJobs: 'Name every job you have out for delivery, each once, and no other',
} as const;
