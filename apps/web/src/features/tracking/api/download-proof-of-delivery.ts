// GET /bookings/{id}/proof-of-delivery (PDF, owner only). A plain link cannot send the Bearer token, so the file is
// fetched with it and handed to the browser as a download.
import { API_BASE, ApiError, errorMessageFrom } from '../../../lib/api-client';
import { TOKEN_KEY } from '../../../lib/storage-keys';

export async function downloadProofOfDelivery(bookingId: string, fileName: string): Promise<void> {
  const token = localStorage.getItem(TOKEN_KEY);
  const response = await fetch(`${API_BASE}/bookings/${encodeURIComponent(bookingId)}/proof-of-delivery`, {
    headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiError(errorMessageFrom(body), { status: response.status, body });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked after the click has started the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
