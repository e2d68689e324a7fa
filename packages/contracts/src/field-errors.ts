import type { z } from 'zod';

const UNKNOWN_FIELD_MESSAGE = 'Unknown field';

/**
 * Field path ("pickupPerson.email") -> its first message, so a form shows each problem beside its field.
 * The API's 400 `fields` and the web forms' errors both come from here.
 */
export function firstErrorPerField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const unknownKey of issue.keys) fields[[...issue.path.map(String), unknownKey].join('.')] ??= UNKNOWN_FIELD_MESSAGE;
      continue;
    }
    fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  }
  return fields;
}
