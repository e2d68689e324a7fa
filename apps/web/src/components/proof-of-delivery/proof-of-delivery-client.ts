// GET /bookings/{id}/proof-of-delivery (PDF, owner only), through the one download path for files behind the token.
import { downloadFile } from '../../lib/download-file';

export async function downloadProofOfDelivery(bookingId: string, fileName: string): Promise<void> {
  await downloadFile(`/bookings/${encodeURIComponent(bookingId)}/proof-of-delivery`, fileName);
}
