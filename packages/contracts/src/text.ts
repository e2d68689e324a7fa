import { z } from 'zod';

// ---- Text that cannot spoof (decision 0082) ------------------------------------------------------------------------
// Every field a person types is one of two kinds. A single line (names, addresses, references, labels) refuses every
// control character (C0, DEL, C1, so also tab and line breaks, U+2028/U+2029 included) and every bidirectional
// formatting character: the embeddings and overrides U+202A-U+202E, the isolates U+2066-U+2069 and the invisible marks
// U+200E, U+200F, U+061C, which can reorder a reference's digits and punctuation. Several lines (notes, messages,
// reasons) keep newline and tab, and the marks that mixed-direction prose uses, and refuse the rest. Letters of every
// script, accents, emoji and the joiners that build them pass.

export type TextLines = 'single' | 'multi';

const C0_C1_BUT_TAB_AND_NEWLINE = '\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f';
const TAB_AND_LINE_BREAKS = '\\u0009\\u000a\\u2028\\u2029';
const BIDI_EMBEDDINGS_OVERRIDES_ISOLATES = '\\u202a-\\u202e\\u2066-\\u2069';
const BIDI_MARKS = '\\u200e\\u200f\\u061c';

const REFUSED: Record<TextLines, string> = {
  single: `${C0_C1_BUT_TAB_AND_NEWLINE}${TAB_AND_LINE_BREAKS}${BIDI_EMBEDDINGS_OVERRIDES_ISOLATES}${BIDI_MARKS}`,
  multi: `${C0_C1_BUT_TAB_AND_NEWLINE}${BIDI_EMBEDDINGS_OVERRIDES_ISOLATES}`,
};
const REFUSED_PATTERN: Record<TextLines, RegExp> = { single: new RegExp(`[${REFUSED.single}]`), multi: new RegExp(`[${REFUSED.multi}]`) };
const LINE_BREAK = /[\n\r\u2028\u2029]/;

export const TEXT_MESSAGES = {
  refusedCharacter: (label: string) => `${label} contains a character that is not allowed (control or direction-override character).`,
  oneLine: (label: string) => `${label} must be on one line.`,
} as const;

/** Whether `value` holds a character the kind of field refuses (a Windows line end, CRLF, counts as a newline). */
export function hasRefusedCharacter(value: string, lines: TextLines): boolean {
  return REFUSED_PATTERN[lines].test(lines === 'multi' ? value.replace(/\r\n/g, '\n') : value);
}

/** The message for a refused value: a line break in a single line gets its own words, the rest one sentence. */
function refusedTextMessage(value: string, lines: TextLines, label: string): string {
  return lines === 'single' && LINE_BREAK.test(value) ? TEXT_MESSAGES.oneLine(label) : TEXT_MESSAGES.refusedCharacter(label);
}

/**
 * The same value with what the field refuses taken out, for text stored before the rule (migration 0008): line breaks
 * and tabs in a single line become spaces so words stay apart, line ends become newlines, the rest is removed.
 */
export function stripRefusedCharacters(value: string, lines: TextLines): string {
  const breaks = lines === 'single' ? value.replace(/\r\n|[\t\n\r\u2028\u2029]/g, ' ') : value.replace(/\r\n?/g, '\n');
  return breaks.replace(new RegExp(`[${REFUSED[lines]}]`, 'g'), '');
}

/**
 * A string field that refuses what `lines` refuses, checked after the field's own trim (so a pasted trailing newline is
 * simply dropped); in several lines CRLF becomes LF. For fields whose other messages are their own; the rest use
 * requiredText and optionalText.
 */
export function refuseSpoofing(field: z.ZodString, label: string, lines: TextLines): z.ZodString {
  const checked = lines === 'multi' ? field.overwrite((value) => value.replace(/\r\n/g, '\n')) : field;
  return checked.superRefine((value, ctx) => {
    if (hasRefusedCharacter(value, lines)) ctx.addIssue({ code: 'custom', message: refusedTextMessage(value, lines, label) });
  });
}

// Bounded, trimmed text: every string that crosses the wire has a length limit.
export function requiredText(label: string, max = 200, lines: TextLines = 'single') {
  const field = z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
  return refuseSpoofing(field, label, lines);
}

export function optionalText(label: string, max = 200, lines: TextLines = 'single') {
  return refuseSpoofing(z.string().trim().max(max, `Must be at most ${max} characters`), label, lines).optional();
}

// A simple address pattern (no spaces, one @, a dot in the domain): a typo check, not a promise of delivery.
const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INVALID_EMAIL_MESSAGE = 'Invalid email format';

export function emailField(label = 'Email') {
  const field = z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(254, `${label} must be at most 254 characters`)
    .regex(SIMPLE_EMAIL_PATTERN, INVALID_EMAIL_MESSAGE);
  return refuseSpoofing(field, label, 'single');
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
