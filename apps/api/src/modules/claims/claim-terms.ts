import {
  CLAIM_MESSAGES,
  claimDeadline,
  fromCents,
  isClaimLate,
  liabilityLimit,
  lossClaimableFrom,
  toCalendarDate,
  type BookingStatus,
  type ClaimDeadlineAnswer,
  type ClaimEvidence,
  type ClaimType,
  type Excursion,
  type PieceScan,
  type VehicleType,
} from '@meridian/contracts';
import { badRequest, conflict } from '../../lib/errors';
import type { BookingRecord } from '../bookings/bookings.service';
import { publicHolidays } from './public-holidays';

// Decision 0105: what a claim on a booking is owed by the conventions (deadline, liability limit) and what it carries
// as evidence, all read from the booking as it stands when the claim is opened (or previewed).

/** The cold chain's part of the evidence, handed in by composition.ts (modules/cold-chain); null without a band. */
export type TemperatureEvidence = (booking: BookingRecord) => Promise<{ digest: string | null; excursions: Excursion[] } | null>;

const iso = (value: Date | string) => new Date(value).toISOString();

type StoredScan = { stage?: string | null; condition?: string | null; note?: string | null; photoFileId?: unknown; at?: Date | null; byName?: string | null };
type StoredPiece = { index?: number | null; sscc?: string | null; weightKg?: number | null; scans?: StoredScan[] | null };

function deliveredAtOf(booking: BookingRecord): Date | null {
  if (booking.proofOfDelivery?.deliveredAt) return new Date(booking.proofOfDelivery.deliveredAt);
  const entry = (booking.statusHistory ?? []).find((e) => e.status === 'delivered');
  return entry ? new Date(entry.at) : null;
}

function takenOverAtOf(booking: BookingRecord): Date | null {
  if (booking.proofOfPickup?.pickedUpAt) return new Date(booking.proofOfPickup.pickedUpAt);
  const entry = (booking.statusHistory ?? []).find((e) => e.status === 'in-transit');
  return entry ? new Date(entry.at) : null;
}

/**
 * Whether a claim of this type may be opened now: on a delivered booking any type; before delivery a delay once the
 * agreed delivery date has passed, a loss once the goods count as lost (CMR art. 20: 30 days past the agreed date).
 */
export function assertClaimable(booking: BookingRecord, type: ClaimType, now: Date): void {
  const status = booking.status as BookingStatus;
  if (status === 'delivered') return;
  if (status === 'cancelled' || status === 'pending') throw conflict(CLAIM_MESSAGES.notClaimable);
  const agreed = toCalendarDate(booking.estimatedDeliveryDate) || null;
  if (type === 'delay' && agreed && now.toISOString().slice(0, 10) > agreed) return;
  if (type === 'loss') {
    const from = lossClaimableFrom(agreed, takenOverAtOf(booking));
    if (from && now >= new Date(from)) return;
    if (from) throw conflict(CLAIM_MESSAGES.lossNotYet(from.slice(0, 10)));
  }
  throw conflict(CLAIM_MESSAGES.notClaimable);
}

/** The affected pieces: the SSCCs named (each must be the booking's), or all of them. */
export function affectedPieces(booking: BookingRecord, named: readonly string[] | undefined): StoredPiece[] {
  const pieces = (booking.pieces ?? []) as StoredPiece[];
  if (!named || named.length === 0) return pieces;
  const bySscc = new Map(pieces.map((piece) => [piece.sscc ?? '', piece]));
  const foreign = named.find((sscc) => !bySscc.has(sscc));
  if (foreign) throw badRequest(CLAIM_MESSAGES.pieceNotInBooking(foreign), { pieces: CLAIM_MESSAGES.pieceNotInBooking(foreign) });
  return [...new Set(named)].map((sscc) => bySscc.get(sscc)!);
}

export type ClaimTerms = { deadline: ClaimDeadlineAnswer; late: boolean; limitCents: number; basis: string; sdrRate: number; currency: string };

/** The deadline and the liability limit of a claim on this booking opened at `now`. */
export function claimTerms(booking: BookingRecord, type: ClaimType, pieces: StoredPiece[], sdrRate: number, now: Date): ClaimTerms {
  const deliveredAt = deliveredAtOf(booking);
  const reference = deliveredAt ?? now;
  const year = reference.getUTCFullYear();
  const country = booking.dropoffLocation?.country ?? null;
  const deadline = claimDeadline({
    mode: booking.vehicleType as VehicleType,
    type,
    deliveredAt,
    agreedDeliveryDate: toCalendarDate(booking.estimatedDeliveryDate) || null,
    takenOverAt: takenOverAtOf(booking),
    openedAt: now,
    holidays: publicHolidays(country, [year, year + 1]),
  });
  // A booking from before pieces (decision 0096) counts its cargo weight and quantity.
  const affectedWeightKg = pieces.length > 0 ? pieces.reduce((sum, piece) => sum + (piece.weightKg ?? 0), 0) : (booking.cargoWeightKg ?? 0);
  const quote = booking.quote as { totalCents?: number; insuranceCents?: number; currency?: string } | null | undefined;
  const insured = (quote?.insuranceCents ?? 0) > 0 && ['paid', 'invoiced'].includes(booking.paymentStatus ?? 'unpaid');
  const limit = liabilityLimit({
    mode: booking.vehicleType as VehicleType,
    type,
    affectedWeightKg: Math.round(affectedWeightKg * 1000) / 1000,
    packages: pieces.length > 0 ? pieces.length : (booking.quantity ?? 1),
    freightCents: quote?.totalCents ?? 0,
    declaredValueCents: booking.declaredValueCents ?? null,
    insured,
    sdrRate,
  });
  return { deadline, late: isClaimLate(deadline, now), limitCents: limit.limitCents, basis: limit.basis, sdrRate, currency: quote?.currency ?? 'USD' };
}

export const liabilityAnswer = (terms: Pick<ClaimTerms, 'limitCents' | 'basis' | 'sdrRate' | 'currency'>) => ({
  limit: fromCents(terms.limitCents),
  currency: terms.currency,
  basis: terms.basis,
  sdrRate: terms.sdrRate,
});

function toScan(scan: StoredScan): PieceScan {
  return {
    stage: scan.stage === 'delivery' ? 'delivery' : 'pickup',
    condition: (scan.condition ?? 'ok') as PieceScan['condition'],
    ...(scan.note ? { note: scan.note } : {}),
    hasPhoto: Boolean(scan.photoFileId),
    at: iso(scan.at ?? new Date(0)),
    ...(scan.byName ? { byName: scan.byName } : {}),
  };
}

/** What the product already knows, frozen into the claim when it is opened (decision 0105). */
export async function freezeEvidence(booking: BookingRecord, pieces: StoredPiece[], temperature: TemperatureEvidence, now: Date): Promise<ClaimEvidence> {
  const pod = booking.proofOfDelivery;
  const pickup = booking.proofOfPickup;
  const cold = await temperature(booking);
  return {
    frozenAt: now.toISOString(),
    proofOfDelivery: pod?.receiverName
      ? {
          receiverName: pod.receiverName,
          deliveredAt: iso(pod.deliveredAt ?? booking.updatedAt),
          ...(pod.place ? { place: pod.place } : {}),
          hasPhoto: Boolean(pod.photoFileId),
          ...(pod.reservations ? { reservations: pod.reservations } : {}),
        }
      : null,
    proofOfPickup: pickup?.senderName
      ? { senderName: pickup.senderName, pickedUpAt: iso(pickup.pickedUpAt ?? booking.updatedAt), ...(pickup.place ? { place: pickup.place } : {}), hasSignature: Boolean(pickup.signatureFileId) }
      : null,
    pieces: pieces.map((piece) => ({ sscc: piece.sscc ?? '', index: piece.index ?? 0, weightKg: piece.weightKg ?? 0, scans: (piece.scans ?? []).map(toScan) })),
    temperature: cold ? { digest: cold.digest, excursions: cold.excursions.map(({ acknowledgement: _acknowledgement, ...excursion }) => excursion) } : null,
    timeline: (booking.statusHistory ?? []).map((entry) => ({
      status: entry.status,
      ...(entry.milestone ? { milestone: entry.milestone } : {}),
      at: iso(entry.at),
      ...(entry.location?.place ? { place: entry.location.place } : {}),
      ...(entry.note ? { note: entry.note } : {}),
    })),
  };
}
