import { neutralizeCsvCell } from '@meridian/contracts';
import { stringify, type Stringifier } from 'csv-stringify';

/**
 * RFC 4180 CSV (CRLF line ends, fields with a comma, quote or line break quoted, quotes doubled) with every text cell
 * neutralised against spreadsheet formula injection (OWASP): origins, destinations and statuses come from people.
 */
export function csvWriter(columns: readonly string[]): Stringifier {
  return stringify({
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    // A bare LF or CR inside a field is a line break to spreadsheets too, not only CRLF.
    quoted_match: /[\r\n]/,
    cast: { string: (value) => neutralizeCsvCell(value) },
  });
}
