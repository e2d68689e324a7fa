import { z } from 'zod';
import { countryCodeSchema, isCountryCode } from './countries';
import { majorAmountSchema, toCents } from './money';
import { requiredText } from './text';

// Decision 0104: when a booking's two countries are not in one customs union it carries customs details, and the
// commercial invoice is printed from them.

/**
 * The European Union's 27 member states (ISO 3166-1 alpha-2), as they stand since the United Kingdom left on
 * 1 February 2020; no state has joined or left since. Greece is GR here (the EU itself writes EL).
 */
export const EU_MEMBER_STATES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT',
  'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const; // prettier-ignore

/**
 * The codes that are one customs territory with the member states: the 27, plus Monaco (inside the Union's customs
 * territory through France, Union Customs Code art. 4) and the parts of member states that ISO codes separately but
 * that are inside it (Åland AX; the outermost regions GF, GP, MQ, RE, YT, MF). Left out on purpose: Andorra, San
 * Marino and Turkey, whose customs unions with the EU are separate territories that still declare goods at the border.
 * Territories of a member state outside the customs territory but without a code of their own (Büsingen, Heligoland,
 * Livigno, Ceuta, Melilla, the Canaries' VAT status) cannot be told apart by country and count as the member state.
 */
const EU_CUSTOMS_TERRITORY: ReadonlySet<string> = new Set([...EU_MEMBER_STATES, 'MC', 'AX', 'GF', 'GP', 'MQ', 'RE', 'YT', 'MF']);

/** Whether a country is inside the EU's customs territory (see EU_CUSTOMS_TERRITORY). */
export function isInEuCustomsUnion(country: string | null | undefined): boolean {
  return Boolean(country) && EU_CUSTOMS_TERRITORY.has(country!.toUpperCase());
}

/**
 * Whether goods moving between these countries cross a customs border: two different countries, not both in the EU's
 * customs territory. A place without a country (a booking made before places had countries) crosses nothing we know of.
 */
export function crossesCustomsBorder(fromCountry: string | null | undefined, toCountry: string | null | undefined): boolean {
  if (!fromCountry || !toCountry) return false;
  const from = fromCountry.toUpperCase();
  const to = toCountry.toUpperCase();
  if (from === to) return false;
  return !(isInEuCustomsUnion(from) && isInEuCustomsUnion(to));
}

/** Decision 0104: the exporter's EORI number is asked when goods leave the EU's customs territory (an EU export declaration needs it). */
export function needsExporterEori(fromCountry: string | null | undefined, toCountry: string | null | undefined): boolean {
  return crossesCustomsBorder(fromCountry, toCountry) && isInEuCustomsUnion(fromCountry);
}

/** The eleven Incoterms 2020 rules: seven for any mode, then four for sea and inland waterway. */
export const INCOTERMS = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const;
export type Incoterm = (typeof INCOTERMS)[number];
export const INCOTERM_LABELS: Record<Incoterm, string> = {
  EXW: 'EXW – Ex Works',
  FCA: 'FCA – Free Carrier',
  CPT: 'CPT – Carriage Paid To',
  CIP: 'CIP – Carriage and Insurance Paid To',
  DAP: 'DAP – Delivered at Place',
  DPU: 'DPU – Delivered at Place Unloaded',
  DDP: 'DDP – Delivered Duty Paid',
  FAS: 'FAS – Free Alongside Ship',
  FOB: 'FOB – Free on Board',
  CFR: 'CFR – Cost and Freight',
  CIF: 'CIF – Cost, Insurance and Freight',
};

export const EXPORT_REASONS = ['sale', 'gift', 'sample', 'return', 'repair', 'personal-effects', 'documents', 'other'] as const;
export type ExportReason = (typeof EXPORT_REASONS)[number];
export const EXPORT_REASON_LABELS: Record<ExportReason, string> = {
  sale: 'Sale',
  gift: 'Gift',
  sample: 'Commercial sample',
  return: 'Return of goods',
  repair: 'Repair or warranty',
  'personal-effects': 'Personal effects',
  documents: 'Documents',
  other: 'Other',
};

export const MAX_CUSTOMS_LINES = 50;
const MAX_LINE_QUANTITY = 1_000_000;
const MAX_UNIT_VALUE = 10_000_000;
const MAX_NET_WEIGHT_KG = 1_000_000;

export const CUSTOMS_MESSAGES = {
  required: (from: string, to: string) => `Customs details are required for a shipment from ${from} to ${to}`,
  eoriRequired: "The exporter's EORI number is required when goods leave the EU",
  eoriFormat: 'Use an EORI number: a two-letter country code and up to 15 letters or digits, for example NL123456789',
  hsCode: 'HS code must be 6 to 10 digits',
  noLines: 'Add at least one line of goods',
  tooManyLines: `At most ${MAX_CUSTOMS_LINES} lines of goods`,
  incoterm: 'Choose an Incoterms rule',
  reason: 'Choose a reason for export',
  netWeightAboveGross: (net: number, gross: number) => `The lines' net weight (${net} kg) cannot be more than the shipment's weight (${gross} kg)`,
  noCommercialInvoice: 'This booking has no commercial invoice: it crosses no customs border, or has no customs details yet',
} as const;

// An EORI number is the issuing country's code and up to 15 alphanumerics (EU Regulation 2015/2446, art. 1(18)); GB
// and XI numbers have the same shape.
const EORI_PATTERN = /^[A-Z]{2}[A-Z0-9]{1,15}$/;

const customsLineSchema = z
  .strictObject({
    description: requiredText('Description', 200),
    hsCode: z.string({ error: 'HS code is required' }).trim().regex(/^\d{6,10}$/, CUSTOMS_MESSAGES.hsCode),
    originCountry: countryCodeSchema,
    quantity: z
      .number({ error: 'Quantity is required' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
    unitValue: majorAmountSchema
      .refine((n) => n > 0, 'Unit value must be greater than 0')
      .refine((n) => n <= MAX_UNIT_VALUE, `Unit value must be at most ${MAX_UNIT_VALUE}`)
      .meta({ description: 'Value of one unit, major units of the currency (USD), at most two decimals' }),
    netWeightKg: z
      .number({ error: 'Net weight is required' })
      .finite()
      .gt(0, 'Net weight must be greater than 0')
      .max(MAX_NET_WEIGHT_KG, `Net weight must be at most ${MAX_NET_WEIGHT_KG} kg`)
      .meta({ description: "The line's total net weight (all its units, without packaging), kg" }),
  })
  .meta({ id: 'CustomsLine' });
type CustomsLine = z.infer<typeof customsLineSchema>;

export const customsSchema = z
  .strictObject({
    incoterm: z.enum(INCOTERMS, { error: CUSTOMS_MESSAGES.incoterm }),
    reasonForExport: z.enum(EXPORT_REASONS, { error: CUSTOMS_MESSAGES.reason }),
    exporterEori: z
      .string()
      .trim()
      .toUpperCase()
      .regex(EORI_PATTERN, CUSTOMS_MESSAGES.eoriFormat)
      .optional()
      .meta({ description: "The exporter's EORI number; required when the goods leave the EU (decision 0104)" }),
    lines: z.array(customsLineSchema, { error: CUSTOMS_MESSAGES.noLines }).min(1, CUSTOMS_MESSAGES.noLines).max(MAX_CUSTOMS_LINES, CUSTOMS_MESSAGES.tooManyLines),
  })
  .meta({ id: 'Customs', description: 'What customs asks of a shipment that crosses a customs border (decision 0104); money in major units (USD)' });
export type Customs = z.infer<typeof customsSchema>;
export type CustomsInput = z.input<typeof customsSchema>;

/** The sums a commercial invoice prints: value in cents, net weight in kg (to the gram), units. */
export function customsTotals(customs: Pick<Customs, 'lines'>): { valueCents: number; netWeightKg: number; units: number } {
  let valueCents = 0;
  let netGrams = 0;
  let units = 0;
  for (const line of customs.lines) {
    valueCents += toCents(line.unitValue) * line.quantity;
    netGrams += Math.round(line.netWeightKg * 1000);
    units += line.quantity;
  }
  return { valueCents, netWeightKg: netGrams / 1000, units };
}

type CustomsContext = {
  fromCountry?: string | null;
  toCountry?: string | null;
  customs?: Pick<Customs, 'lines' | 'exporterEori'> | null;
  /** The shipment's gross weight, when known: the lines' net weight cannot be above it. */
  grossWeightKg?: number;
};

/** For a schema's superRefine: each problem of customsProblems as an issue on its field. */
export function addCustomsIssues(problems: Record<string, string>, ctx: z.RefinementCtx): void {
  for (const [path, message] of Object.entries(problems)) ctx.addIssue({ code: 'custom', path: path.split('.'), message });
}

/**
 * Each customs rule that depends on the booking's places and weight, as field path -> message: customs missing on a
 * shipment that crosses a border, the EORI missing on an export from the EU, net weight above gross. The create
 * schema, the edit (with the stored places) and the wizard all ask this one function.
 */
export function customsProblems({ fromCountry, toCountry, customs, grossWeightKg }: CustomsContext): Record<string, string> {
  // A country that is not a code is its own field's error; no customs rule is guessed from it.
  if (!isCountryCode(fromCountry?.toUpperCase() ?? '') || !isCountryCode(toCountry?.toUpperCase() ?? '')) return {};
  if (!crossesCustomsBorder(fromCountry, toCountry)) return {};
  const eori = needsExporterEori(fromCountry, toCountry);
  if (!customs) {
    // Each field a client must add is named, so one answer says everything that is missing.
    return {
      customs: CUSTOMS_MESSAGES.required(fromCountry!.toUpperCase(), toCountry!.toUpperCase()),
      'customs.incoterm': CUSTOMS_MESSAGES.incoterm,
      'customs.reasonForExport': CUSTOMS_MESSAGES.reason,
      ...(eori ? { 'customs.exporterEori': CUSTOMS_MESSAGES.eoriRequired } : {}),
      'customs.lines': CUSTOMS_MESSAGES.noLines,
    };
  }
  const problems: Record<string, string> = {};
  if (eori && !customs.exporterEori) problems['customs.exporterEori'] = CUSTOMS_MESSAGES.eoriRequired;
  if (grossWeightKg !== undefined && customs.lines?.length) {
    const net = customsTotals({ lines: customs.lines as CustomsLine[] }).netWeightKg;
    if (net > grossWeightKg + 0.0005) problems['customs.lines'] = CUSTOMS_MESSAGES.netWeightAboveGross(net, grossWeightKg);
  }
  return problems;
}
