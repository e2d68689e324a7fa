// GET /claims/{id}/credit-note.pdf: the numbered credit note of a claim settled by credit note.
import { downloadFile } from '../../../lib/download-file';

export function downloadCreditNote(claimId: string, number: string): Promise<string> {
  return downloadFile(`/claims/${encodeURIComponent(claimId)}/credit-note.pdf`, `${number}.pdf`);
}
