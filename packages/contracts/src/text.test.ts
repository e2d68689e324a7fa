import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signUpSchema } from './auth';
import { createBookingSchema, updateBookingSchema } from './booking';
import { contactMessageSchema } from './contact';
import { firstErrorPerField } from './field-errors';
import { hasRefusedCharacter, optionalText, requiredText, stripRefusedCharacters, TEXT_MESSAGES } from './text';

const name = requiredText('Name', 120);
const notes = optionalText('Notes', 2000, 'multi');

/** The field's message, or null when it passes. */
function messageFor(schema: z.ZodType, value: string): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? '');
}

const C0_C1 = { NUL: '\u0000', BEL: '\u0007', BS: '\u0008', VT: '\u000b', FF: '\u000c', ESC: '\u001b', US: '\u001f', DEL: '\u007f', PAD: '\u0080', NEL: '\u0085', CSI: '\u009b', APC: '\u009f' };
const OVERRIDES_AND_ISOLATES = { LRE: '\u202a', RLE: '\u202b', PDF: '\u202c', LRO: '\u202d', RLO: '\u202e', LRI: '\u2066', RLI: '\u2067', FSI: '\u2068', PDI: '\u2069' };
const MARKS = { LRM: '\u200e', RLM: '\u200f', ALM: '\u061c' };
const LINE_BREAKS = { LF: '\n', CR: '\r', CRLF: '\r\n', LS: '\u2028', PS: '\u2029' };

// Text people really type: accents, ligatures, emoji built with joiners and selectors, CJK, right-to-left scripts,
// Indic scripts with their joiners, punctuation.
const ALLOWED = [
  'Zoë Ærøskøbing-Łódź',
  "O'Brien & Søn (Pty) Ltd., Nº 5 — “Quai”",
  'Fragile 📦🚚 👩‍👩‍👧 ❤️ 🇳🇬',
  '東京都千代田区 1-1',
  '서울특별시',
  'شركة النقل السريع ١٢٣',
  'רחוב הרצל 12, תל אביב',
  'क्‍ष मुंबई',
  'می‌خواهم',
  '12 Rue de l’Église, Saint-Étienne',
];

describe('text that cannot spoof (decision 0082)', () => {
  it.each(Object.entries(C0_C1))('when a single-line field holds %s, then it is refused with a sentence naming the field', (_, char) => {
    expect(messageFor(name, `Ada${char}Obi`)).toBe('Name contains a character that is not allowed (control or direction-override character).');
  });

  it.each(Object.entries(C0_C1))('when a multi-line field holds %s, then it is refused too', (_, char) => {
    expect(messageFor(notes, `Leave at${char} bay 4`)).toBe(TEXT_MESSAGES.refusedCharacter('Notes'));
  });

  it.each(Object.entries(OVERRIDES_AND_ISOLATES))('when a field of either kind holds the direction control %s, then it is refused', (_, char) => {
    expect(messageFor(name, `Lagos${char}sogaL`)).toBe(TEXT_MESSAGES.refusedCharacter('Name'));
    expect(messageFor(notes, `Ring${char} twice`)).toBe(TEXT_MESSAGES.refusedCharacter('Notes'));
  });

  it.each(Object.entries(MARKS))('when a name or reference holds the invisible mark %s, then it is refused; in prose it passes', (_, char) => {
    expect(messageFor(name, `INV-12${char}-34`)).toBe(TEXT_MESSAGES.refusedCharacter('Name'));
    expect(messageFor(notes, `שלום${char} (Tel Aviv)`)).toBeNull();
  });

  it.each(Object.entries(LINE_BREAKS))('when a single-line field holds the line break %s inside it, then it must be on one line', (_, char) => {
    expect(messageFor(name, `Ada${char}Obi`)).toBe('Name must be on one line.');
  });

  it('when a single-line field holds a tab inside it, then it is refused', () => {
    expect(messageFor(name, 'Ada\tObi')).toBe(TEXT_MESSAGES.refusedCharacter('Name'));
  });

  it('when a pasted single line ends in a newline or a tab, then the trim drops it and the value passes', () => {
    expect(name.parse('  Ada Obi\r\n')).toBe('Ada Obi');
    expect(name.parse('\tAda Obi\t')).toBe('Ada Obi');
  });

  it('when a multi-line field holds newlines and tabs, then it passes; Windows line ends are stored as newlines', () => {
    expect(notes.parse('Bay 4\n\tRing twice\nThen wait')).toBe('Bay 4\n\tRing twice\nThen wait');
    expect(notes.parse('Bay 4\r\nRing twice\r\n')).toBe('Bay 4\nRing twice');
    expect(notes.parse('Bay 4\u2028Ring twice')).toBe('Bay 4\u2028Ring twice');
  });

  it('when a multi-line field holds a lone carriage return, then it is refused (it overwrites a line in logs and terminals)', () => {
    expect(messageFor(notes, 'Paid in full\rNot paid')).toBe(TEXT_MESSAGES.refusedCharacter('Notes'));
  });

  it.each(ALLOWED)('when text is %s, then both kinds of field accept it unchanged', (text) => {
    expect(name.parse(text)).toBe(text);
    expect(notes.parse(text)).toBe(text);
  });

  it('when a field is too long as well, then the length message comes first, as before', () => {
    expect(messageFor(requiredText('City', 5), 'Lagos\u202e!')).toBe('City must be at most 5 characters');
  });

  it('when booking, sign-up, edit and contact bodies hold refused characters, then each names the field', () => {
    const booking = createBookingSchema.safeParse({ pickupLocation: { address: '1 Dock Rd', city: 'Lag\u202eos', state: 'LA' }, notes: 'Bay\u00004' });
    expect(booking.success).toBe(false);
    const bookingFields = firstErrorPerField(booking.error!.issues);
    expect(bookingFields['pickupLocation.city']).toBe(TEXT_MESSAGES.refusedCharacter('City'));
    expect(bookingFields.notes).toBe(TEXT_MESSAGES.refusedCharacter('Notes'));

    const edit = updateBookingSchema.safeParse({ version: 0, dropoffLocation: { address: '2\u2066 Main St', city: 'Abuja', state: 'FCT', country: 'NG' } });
    expect(firstErrorPerField(edit.error!.issues)).toEqual({ 'dropoffLocation.address': TEXT_MESSAGES.refusedCharacter('Address') });

    const signUp = signUpSchema.safeParse({ firstName: 'Ada\nAdmin', lastName: 'Obi', email: 'a\u202e@b.co', phoneNumber: '+1 555 0100', companyName: 'A', address: 'B', password: 'Str0ng!Pass' });
    expect(firstErrorPerField(signUp.error!.issues)).toEqual({ firstName: TEXT_MESSAGES.oneLine('First name'), email: TEXT_MESSAGES.refusedCharacter('Email') });

    const contact = contactMessageSchema.safeParse({ name: 'Ada', email: 'a@b.co', subject: 'Hi\r\nBcc: x@y.z', message: 'Line one\nLine two' });
    expect(firstErrorPerField(contact.error!.issues)).toEqual({ subject: TEXT_MESSAGES.oneLine('Subject') });
  });
});

describe('stripping stored text (migration 0008)', () => {
  it('when stored text holds refused characters, then they are removed and line breaks in a single line become spaces', () => {
    expect(stripRefusedCharacters('Ada\u0000 Obi\u202e', 'single')).toBe('Ada Obi');
    expect(stripRefusedCharacters('1 Dock St\nOakland\tCA', 'single')).toBe('1 Dock St Oakland CA');
    expect(stripRefusedCharacters('INV-12\u200f-34', 'single')).toBe('INV-12-34');
    expect(stripRefusedCharacters('Bay 4\r\nRing\rtwice\u0007\u2067', 'multi')).toBe('Bay 4\nRing\ntwice');
    expect(stripRefusedCharacters('שלום\u200f (Tel Aviv)\n\tok', 'multi')).toBe('שלום\u200f (Tel Aviv)\n\tok');
  });

  it.each(ALLOWED)('when stored text is %s, then stripping leaves it as it is', (text) => {
    expect(stripRefusedCharacters(text, 'single')).toBe(text);
    expect(stripRefusedCharacters(text, 'multi')).toBe(text);
  });

  it('when any text is stripped, then what is left holds nothing refused and a second strip changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.constantFrom('single' as const, 'multi' as const), (text, lines) => {
        const once = stripRefusedCharacters(text, lines);
        expect(hasRefusedCharacter(once, lines)).toBe(false);
        expect(stripRefusedCharacters(once, lines)).toBe(once);
      }),
    );
  });
});
