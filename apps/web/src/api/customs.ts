import { downloadFile } from '../lib/download-file';

/** Decision 0104: the commercial invoice of a booking that crosses a customs border, saved as the API names it. */
export async function downloadCommercialInvoice(bookingId: string, trackingNumber: string): Promise<void> {
  await downloadFile(`/bookings/${encodeURIComponent(bookingId)}/commercial-invoice.pdf`, `commercial-invoice-${trackingNumber}.pdf`);
}
