import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/**
 * A number box whose phone keyboard follows its step: whole steps bring the digits pad, fractional steps the one with a
 * decimal point.
 */
export function NumberField({ step, ...props }: Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'step'> & { step: number }) {
  return <TextField type="number" step={step} inputMode={Number.isInteger(step) ? 'numeric' : 'decimal'} {...props} />;
}
