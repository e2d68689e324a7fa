// GET /claims/{id}/attachments/{attachmentId}: a photo or document behind the token, as a blob to show or save.
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { claimKeys } from './claim-keys';

function getClaimAttachment(claimId: string, attachmentId: string): Promise<Blob> {
  return apiClient.blob(`/claims/${encodeURIComponent(claimId)}/attachments/${encodeURIComponent(attachmentId)}`);
}

export function useClaimAttachmentFile(claimId: string, attachmentId: string, enabled: boolean) {
  return useQuery({ queryKey: claimKeys.attachment(claimId, attachmentId), queryFn: () => getClaimAttachment(claimId, attachmentId), enabled, staleTime: Infinity });
}
