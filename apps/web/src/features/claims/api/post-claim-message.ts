// POST /claims/{id}/messages: a message in the thread, its files uploaded first; staff may ask for information.
import type { Claim, ClaimMessageInput, Envelope } from '@meridian/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { claimKeys } from './claim-keys';
import { uploadClaimAttachment } from './upload-claim-attachment';

async function postClaimMessage(claimId: string, input: ClaimMessageInput): Promise<Claim> {
  const body = await apiClient.post<Envelope<Claim>>(`/claims/${encodeURIComponent(claimId)}/messages`, input);
  return body.data;
}

export function usePostClaimMessage(claimId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, files }: { input: Omit<ClaimMessageInput, 'attachmentIds'>; files: File[] }) => {
      const attachmentIds: string[] = [];
      for (const file of files) attachmentIds.push((await uploadClaimAttachment(claimId, file))._id);
      return postClaimMessage(claimId, attachmentIds.length > 0 ? { ...input, attachmentIds } : input);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
}
