import { BOOKING_IMPORT_COLUMNS } from '@meridian/contracts';
import { stringify } from 'csv-stringify/sync';
import { exampleLine } from '../../src/modules/bulk-import/bulk-import.csv';
import { daysFromToday } from './app';

/** One CSV line's cells: the template's example without its optional cells, with overrides (dates in the future). */
export function importRow(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    ...exampleLine(daysFromToday(8), daysFromToday(12)),
    notes: '',
    'dimensions.length': '',
    'dimensions.width': '',
    'dimensions.height': '',
    declaredValue: '',
    ...overrides,
  };
}

/** A CSV file: the template's header and these lines. */
export function importCsv(rows: readonly Record<string, string>[], options: { recordDelimiter?: 'unix' | 'windows'; bom?: boolean } = {}): Buffer {
  const text = stringify([...rows], { header: true, columns: [...BOOKING_IMPORT_COLUMNS], record_delimiter: options.recordDelimiter ?? 'unix', bom: options.bom ?? false });
  return Buffer.from(text, 'utf8');
}
