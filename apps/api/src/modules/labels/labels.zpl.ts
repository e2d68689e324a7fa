import { brand } from '@meridian/brand';
import type { LabelPiece, LabelSheet } from './label-sheet';

// Decision 0101: the same label in ZPL II for a 203 dpi thermal printer, 4 x 6 in (812 x 1218 dots), one ^XA...^XZ
// per piece, with the printer's own barcodes (^BC Code 128, ^BC with >;>8 for GS1-128, ^BQ QR).
const ZPL_WIDTH_DOTS = 812;
const ZPL_HEIGHT_DOTS = 1218;
const EDGE = 40;
const INNER = ZPL_WIDTH_DOTS - 2 * EDGE;

/**
 * Text a person typed, made safe to print: ^ and ~ start commands anywhere in a ZPL stream, so with ^FH they (and
 * the escape character _ itself) go as hex escapes; control characters become spaces. Cut to `maxChars` first, so an
 * escape is never split.
 */
function zplText(value: string, maxChars: number): string {
  const flat = value.replace(/\p{Cc}+/gu, ' ').trim();
  const cut = [...flat].length > maxChars ? `${[...flat].slice(0, maxChars - 1).join('')}…` : flat;
  return cut.replace(/[_^~]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

// A0 is the printer's scalable font; about 0.55 of its height is an average character's width.
const fits = (height: number, width = INNER) => Math.floor(width / (height * 0.55));

function text(x: number, y: number, height: number, value: string, width = INNER): string {
  return `^FO${x},${y}^A0N,${height},${height}^FH^FD${zplText(value, fits(height, width))}^FS`;
}
const centred = (y: number, height: number, value: string) => `^FO0,${y}^FB${ZPL_WIDTH_DOTS},1,0,C,0^A0N,${height},${height}^FH^FD${zplText(value, fits(height))}^FS`;
const rule = (y: number) => `^FO${EDGE},${y}^GB${INNER},2,2^FS`;
const caption = (y: number, value: string) => text(EDGE, y, 18, value);

/** One module's width for a Code 128 of `modules` modules, and where it starts so it is centred with its quiet zones. */
function linear(modules: number, preferred: number): { moduleWidth: number; x: number } {
  const moduleWidth = Math.max(1, Math.min(preferred, Math.floor(INNER / (modules + 20))));
  return { moduleWidth, x: Math.round((ZPL_WIDTH_DOTS - modules * moduleWidth) / 2) };
}

// Code 128 of a tracking number: start, a symbol a character, check and stop (about 11 modules each, 13 the stop).
const trackingModules = (value: string) => 11 * (value.length + 2) + 13;
// GS1-128 of an SSCC: start C, FNC1, 10 digit pairs, check and stop.
const SSCC_MODULES = 11 * 13 + 13;

/** The tracking number as printed in a barcode: its own alphabet only (letters, digits, a hyphen in old samples). */
const barcodeSafe = (value: string) => value.replace(/[^0-9A-Za-z-]/g, '');
/** A URL in a QR field: nothing that could start a command. */
const urlSafe = (value: string) => value.replace(/[\^~]|\p{Cc}/gu, '');

function zplLabel(sheet: LabelSheet, piece: LabelPiece): string {
  const tracking = barcodeSafe(sheet.trackingNumber);
  const trackingBars = linear(trackingModules(tracking), 3);
  const ssccBars = linear(SSCC_MODULES, 4);
  const lines = [
    '^XA',
    '^CI28',
    `^PW${ZPL_WIDTH_DOTS}`,
    `^LL${ZPL_HEIGHT_DOTS}`,
    '^LH0,0',
    text(EDGE, EDGE, 30, brand.name, 400),
    text(460, EDGE + 6, 20, sheet.goods, 312),
    rule(80),
    caption(92, 'FROM'),
    text(EDGE, 116, 24, sheet.from.name),
    ...sheet.from.lines.slice(0, 3).map((value, i) => text(EDGE, 146 + i * 26, 22, value)),
    rule(230),
    caption(242, 'TO'),
    text(EDGE, 266, 38, sheet.to.name),
    ...sheet.to.lines.slice(0, 2).map((value, i) => text(EDGE, 314 + i * 36, 30, value)),
    rule(400),
    caption(412, 'PIECE'),
    text(EDGE, 436, 64, `${piece.index} of ${sheet.count}`, 460),
    text(EDGE, 508, 28, `${piece.weight} · ${piece.kind}`, 460),
    ...sheet.marks.flatMap((mark, i) => [`^FO${EDGE},${548 + i * 42}^GB460,36,36^FS`, `^FO${EDGE + 10},${554 + i * 42}^A0N,26,26^FR^FH^FD${zplText(mark, fits(26, 440))}^FS`]),
    `^FO580,420^BQN,2,6^FDMA,${urlSafe(sheet.trackingUrl)}^FS`,
    rule(690),
    caption(702, 'TRACKING NUMBER'),
    `^FO${trackingBars.x},728^BY${trackingBars.moduleWidth},3,140^BCN,140,N,N,N,A^FD${tracking}^FS`,
    centred(878, 30, sheet.trackingText),
    rule(924),
    caption(936, 'SSCC'),
    `^FO${ssccBars.x},962^BY${ssccBars.moduleWidth},3,180^BCN,180,N,N,N,N^FD>;>800${piece.sscc}^FS`,
    centred(1152, 32, piece.ssccText),
    '^XZ',
  ];
  return `${lines.join('\n')}\n`;
}

/** The labels one piece at a time, for a stream: a 1,000-piece booking is never one string. */
export function* zplLabels(sheet: LabelSheet): Generator<string> {
  for (const piece of sheet.pieces) yield zplLabel(sheet, piece);
}
