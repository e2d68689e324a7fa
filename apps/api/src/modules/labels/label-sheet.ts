import {
  CARGO_LINE_TYPE_LABELS,
  formatTemperatureBand,
  formatTrackingNumber,
  labelsFilename,
  placeLabel,
  ssccHumanReadable,
  temperatureBand,
  trackingPagePath,
  type Booking,
  type LabelFormat,
} from '@meridian/contracts';

// What every label of a booking says, worked out once from the booking so the PDF and the ZPL print the same words
// (decision 0101). Only the pieces differ from one label to the next.

type LabelParty = { name: string; lines: string[] };
export type LabelPiece = { index: number; sscc: string; ssccText: string; weight: string; kind: string };
export type LabelSheet = {
  trackingNumber: string;
  trackingText: string;
  trackingUrl: string;
  from: LabelParty;
  to: LabelParty;
  /** Handling marks, in the order they print: fragile, this way up, perishable with its band. */
  marks: string[];
  goods: string;
  count: number;
  pieces: LabelPiece[];
  filename: (format: LabelFormat) => string;
};

const LABEL_MARKS = { fragile: 'FRAGILE', upright: 'THIS WAY UP', perishable: (band: string) => `PERISHABLE ${band}` } as const;

const kilograms = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

type Place = Booking['pickupLocation'];

/** Street, then postal code and place ("94607 Oakland, CA, US"): the country always shows, the state where there is one. */
function addressLines(place: Place): string[] {
  const where = placeLabel(place);
  const country = place.state && place.country ? `, ${place.country}` : '';
  return [place.address, [place.postalCode, `${where}${country}`].filter(Boolean).join(' ')].filter(Boolean);
}

function party(name: string, company: string | undefined, place: Place): LabelParty {
  const lines = company && company !== name ? [company, ...addressLines(place)] : addressLines(place);
  return { name: name || company || '', lines };
}

// A fragile piece also travels upright: ISO 780's two marks go together on the goods this product carries.
function marksOf(booking: Booking): string[] {
  const marks: string[] = [];
  if (booking.isFragile) marks.push(LABEL_MARKS.fragile, LABEL_MARKS.upright);
  if (booking.isPerishable) marks.push(LABEL_MARKS.perishable(formatTemperatureBand(temperatureBand(booking.tempControlCelsius))));
  return marks;
}

export function labelSheet(booking: Booking, links: { appBaseUrl: string; companyPrefix: string }): LabelSheet {
  const pieces = booking.pieces ?? [];
  return {
    trackingNumber: booking.trackingNumber,
    trackingText: formatTrackingNumber(booking.trackingNumber),
    trackingUrl: `${links.appBaseUrl}${trackingPagePath(booking.trackingNumber)}`,
    from: party(booking.pickupPerson.name, booking.fullNameOrBusiness, booking.pickupLocation),
    to: party(booking.receiverPerson.name, undefined, booking.dropoffLocation),
    marks: marksOf(booking),
    goods: booking.goodsType,
    count: pieces.length,
    pieces: pieces.map((piece) => ({
      index: piece.index,
      sscc: piece.sscc,
      ssccText: ssccHumanReadable(piece.sscc, links.companyPrefix),
      weight: `${kilograms.format(piece.weightKg)} kg`,
      kind: CARGO_LINE_TYPE_LABELS[piece.type],
    })),
    filename: (format) => labelsFilename(booking, format),
  };
}
