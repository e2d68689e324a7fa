import { z } from 'zod';

// Bounded, trimmed text: every string that crosses the wire has a length limit.
export function requiredText(label: string, max = 200) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

export function optionalText(max = 200) {
  return z.string().trim().max(max, `Must be at most ${max} characters`).optional();
}

// Spec 5: "the email matches a simple address pattern".
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL_MESSAGE = 'Invalid email format';

export function emailField(label = 'Email') {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(254, `${label} must be at most 254 characters`)
    .regex(SIMPLE_EMAIL_PATTERN, INVALID_EMAIL_MESSAGE);
}

const PHONE_PATTERN = /^\+?[0-9 ()./-]{5,30}$/;

export function phoneField(label = 'Phone') {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(30, `${label} must be at most 30 characters`)
    .regex(PHONE_PATTERN, `${label} must be a valid phone number`);
}
