// POST /claims/{id}/attachments: one photo or document (multipart field `file`); the API sniffs its type and size.
import type { ClaimAttachment, Envelope } from '@meridian/contracts';
import { apiClient } from '../../../lib/api-client';

export async function uploadClaimAttachment(claimId: string, file: File): Promise<ClaimAttachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  const body = await apiClient.post<Envelope<ClaimAttachment>>(`/claims/${encodeURIComponent(claimId)}/attachments`, form);
  return body.data;
}

