// RFC 8785 JSON Canonicalization Scheme (JCS): the bytes a sealed document's digest is the SHA-256 of (decision 0103).
// Object keys sorted by their UTF-16 code units, no whitespace, numbers in ECMAScript's shortest round-trip form and
// strings escaped as JSON.stringify escapes them, which is what the RFC specifies for both.

export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue | undefined };

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function canonicalString(value: string): string {
  // RFC 8785 section 3.2.2.2: a string that is not valid Unicode has no canonical form.
  if (LONE_SURROGATE.test(value)) throw new TypeError('A lone surrogate has no canonical JSON form');
  return JSON.stringify(value);
}

function canonicalNumber(value: number): string {
  if (!Number.isFinite(value)) throw new TypeError('NaN and Infinity have no canonical JSON form');
  // JSON.stringify writes -0 as 0 and every other number in the ECMAScript form RFC 8785 section 3.2.2.3 names.
  return JSON.stringify(value);
}

/** The RFC 8785 canonical text of `value`; like JSON.stringify, an object's undefined members are left out. */
export function canonicalJson(value: JsonValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return canonicalNumber(value);
  if (typeof value === 'string') return canonicalString(value);
  if (Array.isArray(value)) return `[${value.map((item: JsonValue) => canonicalJson(item)).join(',')}]`;
  const object = value as { readonly [key: string]: JsonValue | undefined };
  // The default sort compares UTF-16 code units, the order RFC 8785 section 3.2.3 asks for.
  const keys = Object.keys(object).filter((key) => object[key] !== undefined).sort();
  return `{${keys.map((key) => `${canonicalString(key)}:${canonicalJson(object[key]!)}`).join(',')}}`;
}
