import { z } from 'zod';

// Decision 0056: bulk booking from CSV. The columns are the create-booking fields, nested ones dotted; the wizard's
// schema (createBookingSchema) judges every line, so a line's messages are the wizard's.
export const BOOKING_IMPORT_COLUMNS = [
  'vehicleType',
  'fullNameOrBusiness',
  'contactPhone',
  'email',
  'customerType',
  'pickupPerson.name',
  'pickupPerson.phone',
  'pickupPerson.email',
  'pickupLocation.address',
  'pickupLocation.city',
  'pickupLocation.state',
  'pickupLocation.postalCode',
  'pickupLocation.country',
  'receiverPerson.name',
  'receiverPerson.phone',
  'receiverPerson.email',
  'dropoffLocation.address',
  'dropoffLocation.city',
  'dropoffLocation.state',
  'dropoffLocation.postalCode',
  'dropoffLocation.country',
  'goodsType',
  'cargoWeightKg',
  'quantity',
  'isFragile',
  'isPerishable',
  'tempControlCelsius',
  'estimatedPickupDate',
  'estimatedDeliveryDate',
  'notes',
  'dimensions.length',
  'dimensions.width',
  'dimensions.height',
  'declaredValue',
] as const;
export type BookingImportColumn = (typeof BOOKING_IMPORT_COLUMNS)[number];

export const BOOKING_IMPORT_NUMBER_COLUMNS: readonly BookingImportColumn[] = [
  'cargoWeightKg',
  'quantity',
  'tempControlCelsius',
  'dimensions.length',
  'dimensions.width',
  'dimensions.height',
  'declaredValue',
];
export const BOOKING_IMPORT_BOOLEAN_COLUMNS: readonly BookingImportColumn[] = ['isFragile', 'isPerishable'];

export const MAX_IMPORT_LINES = 1000;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const IMPORT_ACCEPT = '.csv,text/csv';

export const BULK_IMPORT_MESSAGES = {
  tooManyLines: `A file may hold at most ${MAX_IMPORT_LINES} bookings. Split it and import each part.`,
  tooLarge: 'The file is larger than 2 MB. Split it and import each part.',
  missingFile: 'Choose a CSV file to upload (form field "file").',
  extraParts: 'Send only the file (form field "file"), with no other fields or files.',
  notCsv: 'The file could not be read as CSV. Save it as CSV (UTF-8) and try again.',
  notUtf8: 'The file is not UTF-8 text. Save it as CSV (UTF-8) and try again.',
  empty: 'The file holds no bookings. Keep the header line and add one line per booking.',
  unknownColumn: (name: string) => `Unknown column "${name}". Use the template's header.`,
  missingColumn: (name: string) => `Missing column "${name}". Use the template's header.`,
  duplicateColumn: (name: string) => `Column "${name}" appears twice.`,
  wrongCellCount: 'This line does not have the same number of cells as the header.',
  booleanCell: 'Write true or false',
  // Decision 0104: a CSV line is one booking and cannot hold its lines of goods, so a cross-border one is booked elsewhere.
  customsNotInCsv: (from: string, to: string) =>
    `This shipment crosses a customs border (${from} to ${to}) and needs customs details, which a CSV line cannot carry. Book it in the wizard or with POST /bookings.`,
  keyRequired: 'Send an Idempotency-Key header so a retried import creates nothing twice.',
  inFlight: 'This import is still running. Try again in a moment.',
} as const;

export const bookingImportQuerySchema = z.strictObject({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

const importErrorSchema = z.object({
  line: z.number().int().meta({ description: 'The physical line in the file where the record starts; the header is line 1' }),
  field: z.string().meta({ description: 'The dotted CSV column, or "_" for the whole line' }),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const importResultSchema = z
  .object({
    dryRun: z.boolean(),
    /** Lines that passed (dry run) or were created. */
    validCount: z.number().int(),
    created: z.array(z.object({ line: z.number().int(), id: z.string(), trackingNumber: z.string() })),
    errors: z.array(importErrorSchema),
  })
  .meta({ id: 'BookingImportResult' });
export type ImportResult = z.infer<typeof importResultSchema>;
