import { toShortId } from './booking';
import { GS1_DOCUMENTATION_COMPANY_PREFIX } from './pieces';

// ---- Shipping labels (issue 48; decision 0101) ----------------------------------------------------------------------
// One 4 x 6 in label per piece, as a PDF for any printer or as ZPL II for a thermal printer.

export type LabelFormat = 'pdf' | 'zpl';

/** The download's file name, the same from the API's Content-Disposition and the web's save dialog. */
export function labelsFilename(booking: { _id: string; trackingNumber?: string | null }, format: LabelFormat): string {
  return `labels-${booking.trackingNumber || toShortId(booking._id)}.${format}`;
}

/**
 * The SSCC as GS1 prints it under the bars, its parts apart: "(00) 0 0614141 000000123 4" (extension digit, company
 * prefix, serial reference, check digit). A prefix the SSCC was not issued under is grouped as GS1's 7-digit default.
 */
export function ssccHumanReadable(sscc: string, companyPrefix: string = GS1_DOCUMENTATION_COMPANY_PREFIX): string {
  const prefixLength = sscc.startsWith(companyPrefix, 1) ? companyPrefix.length : GS1_DOCUMENTATION_COMPANY_PREFIX.length;
  return `(00) ${sscc[0]} ${sscc.slice(1, 1 + prefixLength)} ${sscc.slice(1 + prefixLength, 17)} ${sscc[17]}`;
}
