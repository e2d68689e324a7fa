import { describe, expect, it } from 'vitest';
import { pickupEventSchema, deliverEventSchema } from './shipment';
import { pieceScanPhotoParamsSchema, pieceScanPhotoPath, pieceScansInputSchema, PIECE_SCAN_MESSAGES } from './piece-scans';

const sscc = '006141410000000013';

describe('piece scans', () => {
  it('when a scanner hands over the GS1-128 text with its (00) or 00, then the SSCC is the 18 digits', () => {
    const parsed = pieceScansInputSchema.parse([
      { sscc: `(00)${sscc}`, condition: 'ok' },
      { sscc: '00006141410000000020', condition: 'ok' },
    ]);
    expect(parsed.map((scan) => scan.sscc)).toEqual([sscc, '006141410000000020']);
  });

  it('when a piece is damaged without a note, or scanned twice, then the scans are refused with what to fix', () => {
    const damaged = pieceScansInputSchema.safeParse([{ sscc, condition: 'damaged' }]);
    expect(damaged.error?.issues[0]).toMatchObject({ path: [0, 'note'], message: PIECE_SCAN_MESSAGES.noteNeeded });
    const twice = pieceScansInputSchema.safeParse([{ sscc, condition: 'ok' }, { sscc: `(00)${sscc}`, condition: 'ok' }]);
    expect(twice.error?.issues[0]?.message).toBe(PIECE_SCAN_MESSAGES.duplicate);
    expect(pieceScansInputSchema.safeParse([{ sscc: '12345', condition: 'ok' }]).error?.issues[0]?.message).toBe(PIECE_SCAN_MESSAGES.sscc);
  });

  it("when the pickup carries a sender's signature without a name, then the name is asked for; delivery takes reservations", () => {
    const signature = 'data:image/png;base64,iVBORw0KGgo=';
    const pickup = pickupEventSchema.safeParse({ type: 'pickup', version: 3, senderSignature: signature });
    expect(pickup.error?.issues[0]?.path).toEqual(['senderName']);
    expect(pickupEventSchema.parse({ type: 'pickup', version: 3, senderSignature: signature, senderName: 'Ana Ruiz' }).senderName).toBe('Ana Ruiz');
    const deliver = deliverEventSchema.parse({ type: 'deliver', version: 5, receiverName: 'Bo', signature, reservations: 'Pallet 2 wrap torn\r\nCounted 3' });
    expect(deliver.reservations).toBe('Pallet 2 wrap torn\nCounted 3');
  });

  it('when a scan photo path is built and read back, then it names the booking, the piece and the scan number', () => {
    const id = '64b7f0c2a1b2c3d4e5f60718';
    const [, , bookingId, , piece, , n] = pieceScanPhotoPath(id, sscc, 2).split('/');
    expect(pieceScanPhotoParamsSchema.parse({ id: bookingId, sscc: piece, n })).toEqual({ id, sscc, n: 2 });
    expect(pieceScanPhotoParamsSchema.safeParse({ id, sscc, n: '-1' }).success).toBe(false);
    expect(pieceScanPhotoParamsSchema.safeParse({ id, sscc: '123', n: '0' }).success).toBe(false);
  });
});
