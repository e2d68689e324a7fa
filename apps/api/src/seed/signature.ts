import mongoose from 'mongoose';
import sharp from 'sharp';
import { keepReceiverSignature } from '../modules/shipments/proof-of-delivery.service';

// A real delivery always carries the receiver's signature: the console's Proof of delivery card, the customer's booking
// and the proof-of-delivery PDF all show it. The demo's deliveries were never signed on a phone, so each gets a drawn one
// (a pen stroke, in paths only: no font is needed to render it).
const STROKE =
  'M12 58 C 22 20, 34 18, 38 44 S 52 70, 60 40 S 74 12, 80 38 S 92 66, 104 36 C 110 22, 118 24, 120 42 C 122 56, 132 58, 142 40 ' +
  'S 160 22, 170 44 S 188 62, 204 34 M150 64 C 170 60, 200 58, 236 54';
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80" fill="#fff"/><path d="${STROKE}" fill="none" stroke="#1e293b" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

let drawn: Promise<Buffer> | undefined;
function signaturePng(): Promise<Buffer> {
  drawn ??= sharp(Buffer.from(SVG)).png().toBuffer();
  return drawn;
}

type SeededDoc = { _id?: mongoose.Types.ObjectId; proofOfDelivery?: object };

/**
 * Gives each delivered booking about to be inserted an id and a stored signature its proof of delivery names. The file
 * goes first: a process that stops before the insert leaves a file no booking names, which the orphan sweep removes.
 */
export async function signSeededDeliveries<T extends SeededDoc>(docs: T[]): Promise<T[]> {
  for (const doc of docs) {
    const proof = doc.proofOfDelivery as { signatureFileId?: unknown } | undefined;
    if (!proof || proof.signatureFileId) continue;
    doc._id ??= new mongoose.Types.ObjectId();
    proof.signatureFileId = await keepReceiverSignature(String(doc._id), await signaturePng());
  }
  return docs;
}
