// What the pickup and deliver moves record besides their status (decision 0100): the signatures at both ends, the
// receiver's reservations and each piece's scan. Every file is checked before any is stored, and stored before the
// booking's one guarded write names them; a write that does not land discards them, and a process killed in between
// leaves files nothing names, which the orphan sweep removes (SECURITY.md, proof-files.repository.ts).
import { PIECE_SCAN_MESSAGES, type EventPlace, type ProofFileField, type ScanStage, type ShipmentEvent } from '@meridian/contracts';
import type { ObjectId } from 'mongodb';
import { badRequest } from '../../lib/errors';
import type { BookingRecord } from '../bookings/bookings.service';
import { deleteProofFile, saveProofFile, type ProofFileMeta } from './proof-files.repository';
import { decodeProofFile, type DecodedFile } from './proof-of-delivery.service';

type ProofMove = Extract<ShipmentEvent, { type: 'pickup' | 'deliver' }>;
type Actor = { id: string; name: string };

/** The fields the move's write sets, and how to remove the files they name if the write does not land. */
export type MoveProof = { set: Record<string, unknown>; discard: () => Promise<void> };

type Wanted = { key: string; rule: ProofFileField; bodyField: string; kind: ProofFileMeta['field']; dataUrl: string };

/**
 * Where each scanned SSCC sits in the booking's pieces. An SSCC of another booking (or of none) is refused with 400
 * naming each such scan (`pieces.N.sscc`) before anything is stored: the phone refuses it at once too, from the job's
 * pieces, so this only happens to a stale or forged move.
 */
function piecePositions(booking: BookingRecord, scans: NonNullable<ProofMove['pieces']>): number[] {
  const position = new Map((booking.pieces ?? []).map((piece, at) => [piece.sscc ?? '', at]));
  const fields: Record<string, string> = {};
  const positions = scans.map((scan, i) => {
    const at = position.get(scan.sscc);
    if (at === undefined) fields[`pieces.${i}.sscc`] = PIECE_SCAN_MESSAGES.notThisBooking(scan.sscc);
    return at ?? -1;
  });
  const [first] = Object.values(fields);
  if (first) throw badRequest(first, fields);
  return positions;
}

function wantedFiles(move: ProofMove): Wanted[] {
  const wanted: Wanted[] = [];
  if (move.type === 'deliver') {
    wanted.push({ key: 'signature', rule: 'signature', bodyField: 'signature', kind: 'signature', dataUrl: move.signature });
    if (move.photo) wanted.push({ key: 'photo', rule: 'photo', bodyField: 'photo', kind: 'photo', dataUrl: move.photo });
  } else if (move.senderSignature) {
    wanted.push({ key: 'senderSignature', rule: 'signature', bodyField: 'senderSignature', kind: 'sender-signature', dataUrl: move.senderSignature });
  }
  (move.pieces ?? []).forEach((scan, i) => {
    if (scan.photo) wanted.push({ key: `piece-${i}`, rule: 'photo', bodyField: `pieces.${i}.photo`, kind: 'piece-photo', dataUrl: scan.photo });
  });
  return wanted;
}

/** Checks every file by its bytes, then stores them all; one failure removes what was already stored. */
async function storeAll(bookingId: string, wanted: Wanted[]): Promise<{ ids: Map<string, ObjectId>; discard: () => Promise<void> }> {
  const decoded: (DecodedFile & Wanted)[] = [];
  for (const file of wanted) decoded.push({ ...file, ...(await decodeProofFile(file.rule, file.dataUrl, file.bodyField)) });
  const ids = new Map<string, ObjectId>();
  const discard = async () => {
    await Promise.all([...ids.values()].map((id) => deleteProofFile(id).catch(() => undefined)));
  };
  try {
    for (const file of decoded) ids.set(file.key, await saveProofFile(file.bytes, { bookingId, field: file.kind, contentType: file.contentType }));
  } catch (error) {
    await discard();
    throw error;
  }
  return { ids, discard };
}

/** The scans each piece keeps after this move: what it had, then this move's entry (decision 0100: appended, never overwritten). */
function scanFields(booking: BookingRecord, move: ProofMove, positions: number[], ids: Map<string, ObjectId>, actor: Actor, at: Date): Record<string, unknown> {
  const stage: ScanStage = move.type === 'pickup' ? 'pickup' : 'delivery';
  const set: Record<string, unknown> = {};
  (move.pieces ?? []).forEach((scan, i) => {
    const position = positions[i]!;
    const photoFileId = ids.get(`piece-${i}`);
    const entry = {
      stage,
      condition: scan.condition,
      ...(scan.note ? { note: scan.note } : {}),
      ...(photoFileId ? { photoFileId } : {}),
      at,
      by: actor.id,
      byName: actor.name,
    };
    set[`pieces.${position}.scans`] = [...(booking.pieces?.[position]?.scans ?? []), entry];
  });
  return set;
}

/** What a pickup or a delivery writes besides its status; undefined for a pickup that carries nothing of it. */
export async function proofOfMove(booking: BookingRecord, move: ProofMove, actor: Actor, at: Date, place: EventPlace | undefined): Promise<MoveProof | undefined> {
  const positions = move.pieces ? piecePositions(booking, move.pieces) : [];
  if (move.type === 'pickup' && !move.senderName && !move.pieces?.length) return undefined;
  const { ids, discard } = await storeAll(String(booking._id), wantedFiles(move));
  const set = scanFields(booking, move, positions, ids, actor, at);
  const where = place ? { place: place.place } : {};
  if (move.type === 'deliver') {
    const photoFileId = ids.get('photo');
    set.proofOfDelivery = {
      receiverName: move.receiverName,
      deliveredAt: at,
      ...where,
      signatureFileId: ids.get('signature'),
      ...(photoFileId ? { photoFileId } : {}),
      ...(move.reservations ? { reservations: move.reservations } : {}),
    };
  } else if (move.senderName) {
    const signatureFileId = ids.get('senderSignature');
    set.proofOfPickup = { senderName: move.senderName, pickedUpAt: at, ...where, ...(signatureFileId ? { signatureFileId } : {}) };
  }
  return { set, discard };
}

type AttemptMove = Extract<ShipmentEvent, { type: 'delivery-failed' }>;
/** The attempt a failed delivery appends, and how to remove its photo if the write does not land. */
export type AttemptProof = { attempt: Record<string, unknown>; discard: () => Promise<void> };

/** Decision 0108: the failed attempt the move appends to `deliveryAttempts`, its photo stored first as a proof file. */
export async function attemptOfMove(booking: BookingRecord, move: AttemptMove, actor: Actor, at: Date, place: EventPlace | undefined): Promise<AttemptProof> {
  const wanted: Wanted[] = move.photo ? [{ key: 'photo', rule: 'photo', bodyField: 'photo', kind: 'attempt-photo', dataUrl: move.photo }] : [];
  const { ids, discard } = await storeAll(String(booking._id), wanted);
  const photoFileId = ids.get('photo');
  const attempt = {
    at,
    reason: move.reason,
    ...(move.note ? { note: move.note } : {}),
    ...(photoFileId ? { photoFileId } : {}),
    ...(place ? { place: place.place } : {}),
    by: actor.id,
    byName: actor.name,
  };
  return { attempt, discard };
}
