import { firstErrorPerField } from '@meridian/contracts';
import type { z } from 'zod';

/** One step's schema: an object whose top-level keys are the form fields the step owns. */
export type StepSchema = z.ZodObject<z.core.$ZodShape, z.core.$ZodObjectConfig>;

export interface WizardStep {
  key: string;
  title: string;
  /** Absent on a step with nothing to check, such as a review. */
  schema?: StepSchema;
}

export function stepFieldNames(schema: StepSchema | undefined): string[] {
  return schema ? Object.keys(schema.shape) : [];
}

/** Only the step's own fields, so a strict step schema sees exactly what it checks and nothing from other steps. */
export function pickStepValues(schema: StepSchema, values: object): Record<string, unknown> {
  const source = values as Record<string, unknown>;
  return Object.fromEntries(stepFieldNames(schema).map((key) => [key, source[key]]));
}

/** Field path -> its first message for one step; empty when the step passes (or has no schema). */
export function stepErrors(schema: StepSchema | undefined, values: object): Record<string, string> {
  if (!schema) return {};
  const result = schema.safeParse(pickStepValues(schema, values));
  return result.success ? {} : firstErrorPerField(result.error.issues);
}

/** The step that owns a field path ("pickupPerson.email" -> the pickup step), if any. */
export function stepOfField(steps: readonly WizardStep[], path: string): number | undefined {
  const top = path.split('.')[0] ?? '';
  const index = steps.findIndex((step) => step.schema !== undefined && top in step.schema.shape);
  return index < 0 ? undefined : index;
}
