import type { ObjectId } from 'mongodb';
import {
  DELIVERY_ATTEMPT_PHOTO_NOT_FOUND,
  isStaffRole,
  PIECE_SCAN_PHOTO_NOT_FOUND,
  PROOF_FILE_RULES,
  PROOF_NOT_AVAILABLE,
  PROOF_OF_PICKUP_NOT_AVAILABLE,
  proofFileProblem,
  type ProofFileField,
} from '@meridian/contracts';
import { badRequest, notFound } from '../../lib/errors';
import { keepImage } from '../../lib/image';
import { BOOKING_NOT_FOUND, findBookingById, isOrganizationBooking, toBooking, type BookingRecord } from '../bookings/bookings.service';
import { readProofFile, saveProofFile } from './proof-files.repository';
import type { ProofPdfInput } from './proof-of-delivery.pdf';
import type { ColdChainStatementProvider, MoveActor } from './shipments.service';

export type DecodedFile = { field: ProofFileField; bytes: Buffer; contentType: string };

/**
 * The data URL's bytes, checked by content and size; its declared type is ignored (a renamed file is refused).
 * SECURITY.md: then by real dimensions, and what is kept is re-encoded (lib/image.ts).
 */
export async function decodeProofFile(field: ProofFileField, dataUrl: string, bodyField: string = field): Promise<DecodedFile> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const problem = proofFileProblem(field, bytes);
  if (problem) throw badRequest(problem, { [bodyField]: problem });
  const rule = PROOF_FILE_RULES[field];
  const kept = await keepImage(bytes, { field: bodyField, label: rule.label, kinds: rule.kinds, typeMessage: rule.typeMessage });
  return { field, ...kept };
}

/**
 * Keeps a receiver's signature image (PNG) for a booking and answers the file id its proof of delivery names. For the
 * demo seed's deliveries, which no phone signed: a real delivery stores its signature through the deliver move.
 */
export async function keepReceiverSignature(bookingId: string, png: Buffer): Promise<ObjectId> {
  return saveProofFile(png, { bookingId, field: 'signature', contentType: 'image/png' });
}

// The proof is the booking's organization's (decision 0055), the staff's and the delivering driver's to see; anyone else is told the booking does
// not exist, like every other booking route.
function canSeeProof(booking: BookingRecord, actor: MoveActor): boolean {
  if (isStaffRole(actor.role)) return true;
  if (isOrganizationBooking(booking, actor)) return true;
  return actor.role === 'driver' && String(booking.assignment?.driverId ?? '') === actor.id;
}

async function loadDelivered(id: string, actor: MoveActor) {
  const booking = await findBookingById(id);
  if (!booking || !canSeeProof(booking, actor)) throw notFound(BOOKING_NOT_FOUND);
  const proof = booking.proofOfDelivery;
  if (!proof?.signatureFileId || !proof.receiverName) throw notFound(PROOF_NOT_AVAILABLE);
  return { booking, proof };
}

export async function proofImage(id: string, field: ProofFileField, actor: MoveActor): Promise<{ bytes: Buffer; contentType: string }> {
  const { proof } = await loadDelivered(id, actor);
  const fileId = field === 'signature' ? proof.signatureFileId : proof.photoFileId;
  const file = fileId ? await readProofFile(fileId) : null;
  if (!file) throw notFound(field === 'photo' ? 'This delivery has no photo.' : PROOF_NOT_AVAILABLE);
  return file;
}

/** Everything the PDF shows, read before a byte is streamed so a failure still answers in the envelope. */
export async function proofDocument(id: string, actor: MoveActor, coldChainStatement?: ColdChainStatementProvider): Promise<{ filename: string; input: ProofPdfInput }> {
  const { booking, proof } = await loadDelivered(id, actor);
  const [signature, photo, coldChain] = await Promise.all([
    readProofFile(proof.signatureFileId!),
    proof.photoFileId ? readProofFile(proof.photoFileId) : Promise.resolve(null),
    booking.isPerishable && coldChainStatement ? coldChainStatement(String(booking._id)) : Promise.resolve(null),
  ]);
  if (!signature) throw notFound(PROOF_NOT_AVAILABLE);
  const view = toBooking(booking);
  return {
    filename: `proof-of-delivery-${view.trackingNumber || view._id}.pdf`,
    input: {
      booking: view,
      receiverName: proof.receiverName!,
      deliveredAt: new Date(proof.deliveredAt ?? booking.updatedAt),
      ...(proof.place ? { place: proof.place } : {}),
      signature: signature.bytes,
      ...(photo ? { photo } : {}),
      ...(coldChain ? { coldChain } : {}),
    },
  };
}

// ---- The sender's signature and the pieces' scan photos (decision 0100), to the same people as the proof of delivery

async function loadSeeable(id: string, actor: MoveActor): Promise<BookingRecord> {
  const booking = await findBookingById(id);
  if (!booking || !canSeeProof(booking, actor)) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

export async function senderSignatureImage(id: string, actor: MoveActor): Promise<{ bytes: Buffer; contentType: string }> {
  const booking = await loadSeeable(id, actor);
  const fileId = booking.proofOfPickup?.signatureFileId;
  const file = fileId ? await readProofFile(fileId) : null;
  if (!file) throw notFound(PROOF_OF_PICKUP_NOT_AVAILABLE);
  return file;
}

/** The photo of a piece's scan number `n` (from 0, oldest first, as the booking answers its scans). */
export async function pieceScanPhoto(id: string, sscc: string, n: number, actor: MoveActor): Promise<{ bytes: Buffer; contentType: string }> {
  const booking = await loadSeeable(id, actor);
  const scan = booking.pieces?.find((piece) => piece.sscc === sscc)?.scans?.[n];
  const file = scan?.photoFileId ? await readProofFile(scan.photoFileId) : null;
  if (!file) throw notFound(PIECE_SCAN_PHOTO_NOT_FOUND);
  return file;
}

/** Decision 0108: the photo of the booking's failed attempt number `n` (from 0, oldest first, as the booking answers them). */
export async function deliveryAttemptPhoto(id: string, n: number, actor: MoveActor): Promise<{ bytes: Buffer; contentType: string }> {
  const booking = await loadSeeable(id, actor);
  const attempt = booking.deliveryAttempts?.[n];
  const file = attempt?.photoFileId ? await readProofFile(attempt.photoFileId) : null;
  if (!file) throw notFound(DELIVERY_ATTEMPT_PHOTO_NOT_FOUND);
  return file;
}
