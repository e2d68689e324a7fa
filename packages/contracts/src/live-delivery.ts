import { z } from 'zod';

// Where the driver is and when they arrive (decision 0108). Both exist only while the shipment is out for delivery;
// before and after, tracking answers null for each.

/** An arrival window: its width says how sure the estimate is. */
export const etaWindowSchema = z
  .object({
    from: z.string().meta({ description: 'Earliest expected arrival (ISO instant)' }),
    to: z.string().meta({ description: 'Latest expected arrival (ISO instant)' }),
    updatedAt: z.string().meta({ description: 'When the estimate was last computed (ISO instant)' }),
  })
  .meta({ id: 'EtaWindow' });
export type EtaWindow = z.infer<typeof etaWindowSchema>;

export const livePositionSchema = z
  .object({ lat: z.number(), lng: z.number(), at: z.string().meta({ description: 'When the phone took it (ISO instant)' }) })
  .meta({ id: 'LivePosition' });
export type LivePosition = z.infer<typeof livePositionSchema>;

/** The receiver is told "arriving" once the estimate's earliest arrival is this close. */
export const ARRIVING_SOON_MINUTES = 15;
