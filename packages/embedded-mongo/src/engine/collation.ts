import type { Document } from 'bson';
import { CommandError, ErrorCodes } from './errors';

// Decision 0050: a collation compares strings with Node's ICU collator (Intl.Collator, the library MongoDB uses),
// mapped as MongoDB maps its fields; other types compare as without one. `{ locale: 'simple' }` is binary order.

/** Compares two strings under a collation. */
export type StringCompare = (a: string, b: string) => number;

const STRENGTH: Record<number, Intl.CollatorOptions['sensitivity']> = { 1: 'base', 2: 'accent', 3: 'variant', 4: 'variant', 5: 'variant' };
const FIELDS = new Set(['locale', 'strength', 'caseLevel', 'caseFirst', 'numericOrdering', 'alternate', 'maxVariable', 'normalization', 'backwards', 'version']);

/** The string comparison a command's `collation` asks for, or undefined for binary order. */
export function parseCollation(spec: unknown): StringCompare | undefined {
  if (spec === undefined || spec === null) return undefined;
  if (typeof spec !== 'object' || Array.isArray(spec)) {
    throw new CommandError("BSON field 'collation' is the wrong type, expected type 'object'", ErrorCodes.TypeMismatch);
  }
  const doc = spec as Document;
  for (const key of Object.keys(doc)) if (!FIELDS.has(key)) throw new CommandError(`BSON field 'collation.${key}' is an unknown field.`, ErrorCodes.Location40415);
  if (typeof doc.locale !== 'string') throw new CommandError("BSON field 'collation.locale' is missing but a required field", 40414);
  if (doc.locale === 'simple') return undefined;
  if (Intl.Collator.supportedLocalesOf([doc.locale.replace(/@.*$/, '').replace(/_/g, '-')]).length === 0) {
    throw new CommandError(`Field 'locale' is invalid in: ${JSON.stringify(doc)}`, ErrorCodes.BadValue);
  }
  const strength = doc.strength === undefined ? 3 : Number(doc.strength);
  if (!STRENGTH[strength]) throw new CommandError(`Field 'strength' must be an integer 1 through 5. Got: ${String(doc.strength)}`, ErrorCodes.FailedToParse);
  let sensitivity = STRENGTH[strength];
  if (doc.caseLevel === true) sensitivity = sensitivity === 'base' ? 'case' : 'variant';
  const collator = new Intl.Collator(doc.locale.replace(/@.*$/, '').replace(/_/g, '-'), {
    sensitivity,
    caseFirst: doc.caseFirst === 'upper' || doc.caseFirst === 'lower' ? doc.caseFirst : 'false',
    numeric: doc.numericOrdering === true,
    ignorePunctuation: doc.alternate === 'shifted',
    usage: 'sort',
  });
  return (a, b) => collator.compare(a, b);
}

/** Whether a value holds a string anywhere (a condition without one is not affected by a collation). */
export function holdsString(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.some(holdsString);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).some(holdsString);
  return false;
}

export function collationNotSupported(what: string): CommandError {
  return new CommandError(`embedded-mongo does not apply a collation to ${what}; use { locale: 'simple' } or a real MongoDB`, ErrorCodes.NotImplemented);
}
