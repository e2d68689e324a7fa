// Decision 0018: tracking numbers are random (not sequential) with a check character, so a mistyped number is caught
// before any lookup. Crockford's base-32 alphabet leaves out I, L, O and U, which people misread.
export const TRACKING_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TRACKING_NUMBER_PREFIX = 'MX';
export const TRACKING_RANDOM_LENGTH = 10; // 50 random bits: about 10^15 numbers per prefix
const TRACKING_NUMBER_LENGTH = TRACKING_NUMBER_PREFIX.length + TRACKING_RANDOM_LENGTH + 1;

// The tracking screen's sample numbers. They exist as seeded shipments in dev and are the only numbers
// outside the generated format that a lookup accepts.
export const SAMPLE_TRACKING_NUMBERS = ['DL-1001', 'DL-1002', 'DL-1003'] as const;

/** Luhn mod 32 over the alphabet: catches every single-character typo and every swap of two neighbours except 0 with Z. */
function trackingCheckCharacter(body: string): string {
  const n = TRACKING_ALPHABET.length;
  let factor = 2;
  let sum = 0;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    const code = TRACKING_ALPHABET.indexOf(body[i] ?? '');
    if (code < 0) throw new Error(`Not a tracking character: ${body[i]}`);
    let addend = factor * code;
    factor = factor === 2 ? 1 : 2;
    addend = Math.floor(addend / n) + (addend % n);
    sum += addend;
  }
  return TRACKING_ALPHABET[(n - (sum % n)) % n] ?? '0';
}

/** Builds a tracking number from `randomIndex(n)` (0 <= result < n); the API passes a CSPRNG. */
export function buildTrackingNumber(randomIndex: (n: number) => number): string {
  let body = '';
  for (let i = 0; i < TRACKING_RANDOM_LENGTH; i += 1) body += TRACKING_ALPHABET[randomIndex(TRACKING_ALPHABET.length)];
  return `${TRACKING_NUMBER_PREFIX}${body}${trackingCheckCharacter(body)}`;
}

/** What a person typed -> the stored form: upper case, spaces and dashes dropped; Crockford's look-alikes mapped. */
export function normalizeTrackingNumber(input: string): string {
  const trimmed = input.trim().toUpperCase();
  const sample = SAMPLE_TRACKING_NUMBERS.find((s) => s === trimmed.replace(/\s+/g, ''));
  if (sample) return sample;
  return trimmed.replace(/[\s-]+/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}

export function isValidTrackingNumber(input: string): boolean {
  const value = normalizeTrackingNumber(input);
  if ((SAMPLE_TRACKING_NUMBERS as readonly string[]).includes(value)) return true;
  if (value.length !== TRACKING_NUMBER_LENGTH || !value.startsWith(TRACKING_NUMBER_PREFIX)) return false;
  const body = value.slice(TRACKING_NUMBER_PREFIX.length, -1);
  if (![...body].every((c) => TRACKING_ALPHABET.includes(c))) return false;
  return trackingCheckCharacter(body) === value.slice(-1);
}

/** For people: MX-XXXXX-XXXXXC groups read aloud over a phone more easily. */
export function formatTrackingNumber(value: string): string {
  if (!value.startsWith(TRACKING_NUMBER_PREFIX) || value.length !== TRACKING_NUMBER_LENGTH) return value;
  const body = value.slice(TRACKING_NUMBER_PREFIX.length);
  return `${TRACKING_NUMBER_PREFIX}-${body.slice(0, 5)}-${body.slice(5)}`;
}

export const TRACKING_NUMBER_INVALID = 'This is not a valid tracking number. Check it and try again.';
export const TRACKING_NOT_FOUND = 'No shipment found with this tracking number.';

/** The tracking page of one shipment, as every link the product sends carries it: /track/MX-XXXXX-XXXXXC. */
export function trackingPagePath(value: string): string {
  return `/track/${encodeURIComponent(formatTrackingNumber(value))}`;
}
