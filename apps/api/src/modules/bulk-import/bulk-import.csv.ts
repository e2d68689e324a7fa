// Decision 0056: the booking CSV. Columns are the create-booking fields (nested ones dotted); each line becomes the
// nested object the wizard sends, and createBookingSchema judges it, so a line's messages are the wizard's.
import {
  BOOKING_IMPORT_BOOLEAN_COLUMNS,
  BOOKING_IMPORT_COLUMNS,
  BOOKING_IMPORT_NUMBER_COLUMNS,
  BULK_IMPORT_MESSAGES,
  createBookingSchema,
  firstErrorPerField,
  type BookingImportColumn,
  type CreateBookingInput,
  type ImportError,
} from '@meridian/contracts';
import { parse } from 'csv-parse/sync';
import { badRequest } from '../../lib/errors';

/** Columns a file may leave out: the optional fields. */
// Decision 0098: a file made from the template before places had countries still reads; each of its lines then
// names the missing country (the wizard's words), rather than the whole file being refused for its header.
const OPTIONAL_COLUMNS: readonly BookingImportColumn[] = [
  'notes',
  'dimensions.length',
  'dimensions.width',
  'dimensions.height',
  'declaredValue',
  'pickupLocation.postalCode',
  'pickupLocation.country',
  'dropoffLocation.postalCode',
  'dropoffLocation.country',
];
const NUMBER = /^-?\d+(\.\d+)?$/;

/** The template's example line, as the cells of one booking (dates chosen by the caller so it never expires). */
export function exampleLine(pickupDate: string, deliveryDate: string): Record<BookingImportColumn, string> {
  return {
    vehicleType: 'truck',
    fullNameOrBusiness: 'Acme Imports',
    contactPhone: '+1 555 000 1111',
    email: 'ops@acme.example',
    customerType: 'Business',
    'pickupPerson.name': 'Pat Pickup',
    'pickupPerson.phone': '+1 555 000 2222',
    'pickupPerson.email': 'pat@acme.example',
    'pickupLocation.address': '1 Dock St',
    'pickupLocation.city': 'Oakland',
    'pickupLocation.state': 'CA',
    'pickupLocation.postalCode': '94607',
    'pickupLocation.country': 'US',
    'receiverPerson.name': 'Rae Receiver',
    'receiverPerson.phone': '+1 555 000 3333',
    'receiverPerson.email': 'rae@dest.example',
    'dropoffLocation.address': '99 Main St',
    'dropoffLocation.city': 'Denver',
    'dropoffLocation.state': 'CO',
    'dropoffLocation.postalCode': '80202',
    'dropoffLocation.country': 'US',
    goodsType: 'Electronics',
    cargoWeightKg: '120.5',
    quantity: '3',
    isFragile: 'true',
    isPerishable: 'false',
    tempControlCelsius: '0',
    estimatedPickupDate: pickupDate,
    estimatedDeliveryDate: deliveryDate,
    notes: 'Leave at loading bay 4',
    'dimensions.length': '120',
    'dimensions.width': '80',
    'dimensions.height': '100',
    declaredValue: '2500',
  };
}

/** One record: the line it starts on and its cells by column; `wrongCount` when its cells do not match the header. */
export type CsvLine = { line: number; cells: Record<string, string>; wrongCount?: boolean };
export type ParsedCsv = { headerErrors: ImportError[]; lines: CsvLine[] };

/** UTF-8 text or a 400: a file saved in another encoding would otherwise import mangled names. */
function decodeUtf8(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(BULK_IMPORT_MESSAGES.notUtf8, { file: BULK_IMPORT_MESSAGES.notUtf8 });
  }
}

/** Line number (1-based) of each byte offset: counts newlines once, forward, as offsets only grow. */
function lineCounter(bytes: Buffer): (offset: number) => number {
  let at = 0;
  let line = 1;
  return (offset) => {
    for (; at < offset; at += 1) if (bytes[at] === 0x0a) line += 1;
    return line;
  };
}

function headerProblems(header: readonly string[]): ImportError[] {
  const known = new Set<string>(BOOKING_IMPORT_COLUMNS);
  const seen = new Set<string>();
  const errors: ImportError[] = [];
  for (const name of header) {
    if (!known.has(name)) errors.push({ line: 1, field: name, message: BULK_IMPORT_MESSAGES.unknownColumn(name) });
    else if (seen.has(name)) errors.push({ line: 1, field: name, message: BULK_IMPORT_MESSAGES.duplicateColumn(name) });
    seen.add(name);
  }
  for (const name of BOOKING_IMPORT_COLUMNS) {
    if (!seen.has(name) && !OPTIONAL_COLUMNS.includes(name)) errors.push({ line: 1, field: name, message: BULK_IMPORT_MESSAGES.missingColumn(name) });
  }
  return errors;
}

/**
 * The file's records, each with the physical line it starts on (the header is line 1; a quoted cell may span lines,
 * so the next record starts further down). Empty lines are skipped; a BOM and CRLF are accepted.
 */
export function parseBookingCsv(bytes: Buffer, maxLines: number): ParsedCsv {
  decodeUtf8(bytes);
  let records: { record: string[]; info: { bytes: number } }[];
  try {
    // With `info`, each record comes with the bytes read when it ended (csv-parse's CastingContext).
    records = parse(bytes, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, encoding: 'utf8' }) as unknown as typeof records;
  } catch {
    throw badRequest(BULK_IMPORT_MESSAGES.notCsv, { file: BULK_IMPORT_MESSAGES.notCsv });
  }
  const [head, ...rows] = records;
  if (!head || rows.length === 0) throw badRequest(BULK_IMPORT_MESSAGES.empty, { file: BULK_IMPORT_MESSAGES.empty });
  if (rows.length > maxLines) throw badRequest(BULK_IMPORT_MESSAGES.tooManyLines, { file: BULK_IMPORT_MESSAGES.tooManyLines });
  const header = head.record.map((name) => name.trim());
  const headerErrors = headerProblems(header);
  const lineAt = lineCounter(bytes);
  let end = head.info.bytes;
  const lines = rows.map(({ record, info }): CsvLine => {
    // The record starts after the previous one's end and any empty lines skipped in between.
    let start = end;
    while (bytes[start] === 0x0a || bytes[start] === 0x0d) start += 1;
    end = info.bytes;
    const line = lineAt(start);
    if (record.length !== header.length) return { line, cells: {}, wrongCount: true };
    return { line, cells: Object.fromEntries(header.map((name, i) => [name, record[i] ?? ''])) };
  });
  return { headerErrors, lines };
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const [head, tail] = path.split('.', 2) as [string, string | undefined];
  if (tail === undefined) {
    target[head] = value;
    return;
  }
  const inner = (target[head] ??= {}) as Record<string, unknown>;
  inner[tail] = value;
}

/** The customs fields a cross-border line misses, as the one error a CSV author can act on (decision 0104). */
function customsAsOneError(fields: Record<string, string>, value: Record<string, unknown>): Record<string, string> {
  if (!fields.customs) return fields;
  const country = (place: unknown) => String((place as { country?: unknown } | undefined)?.country ?? '').trim().toUpperCase();
  const rest = Object.fromEntries(Object.entries(fields).filter(([field]) => field !== 'customs' && !field.startsWith('customs.')));
  return { ...rest, customs: BULK_IMPORT_MESSAGES.customsNotInCsv(country(value.pickupLocation), country(value.dropoffLocation)) };
}

/** One line's cells -> the booking the wizard would send, or the line's errors by dotted column. */
export function toBookingInput(line: CsvLine): { input: CreateBookingInput } | { errors: ImportError[] } {
  if (line.wrongCount) return { errors: [{ line: line.line, field: '_', message: BULK_IMPORT_MESSAGES.wrongCellCount }] };
  const errors: ImportError[] = [];
  const value: Record<string, unknown> = {};
  for (const [column, raw] of Object.entries(line.cells) as [BookingImportColumn, string][]) {
    const cell = raw.trim();
    if (BOOKING_IMPORT_BOOLEAN_COLUMNS.includes(column)) {
      // An empty cell is an unticked box, as in the wizard.
      const lower = cell.toLowerCase();
      if (lower === '' || lower === 'false' || lower === 'true') setPath(value, column, lower === 'true');
      else errors.push({ line: line.line, field: column, message: BULK_IMPORT_MESSAGES.booleanCell });
    } else if (BOOKING_IMPORT_NUMBER_COLUMNS.includes(column)) {
      // A non-number is passed on as text so the schema answers with the wizard's words for the field.
      if (cell !== '') setPath(value, column, NUMBER.test(cell) ? Number(cell) : cell);
    } else if (cell !== '' || !OPTIONAL_COLUMNS.includes(column)) {
      setPath(value, column, raw);
    }
  }
  const parsed = createBookingSchema.safeParse(value);
  if (parsed.success && errors.length === 0) return { input: parsed.data };
  const fields = parsed.success ? {} : customsAsOneError(firstErrorPerField(parsed.error.issues), value);
  for (const [field, message] of Object.entries(fields)) {
    if (!errors.some((e) => e.field === field)) errors.push({ line: line.line, field, message });
  }
  return { errors };
}
