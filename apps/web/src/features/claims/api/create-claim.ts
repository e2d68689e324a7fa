// POST /bookings/{id}/claims, then each staged file to POST /claims/{claimId}/attachments.
import type { Claim, ClaimAttachment, CreateClaimInput, Envelope } from '@meridian/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { claimKeys } from './claim-keys';
import { uploadClaimAttachment } from './upload-claim-attachment';

async function createClaim(bookingId: string, input: CreateClaimInput): Promise<Claim> {
  const body = await apiClient.post<Envelope<Claim>>(`/bookings/${encodeURIComponent(bookingId)}/claims`, input);
  return body.data;
}

export interface CreatedClaim {
  claim: Claim;
  uploaded: ClaimAttachment[];
  /** Files that did not upload: the claim stands, and the page says to add them to a message. */
  failed: File[];
}

/**
 * Files are staged in the form and sent once the claim exists: the attachment path needs the claim's id, and a claim
 * whose photo failed is still a claim in time (decision 0107).
 */
export function useCreateClaim(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, files }: { input: CreateClaimInput; files: File[] }): Promise<CreatedClaim> => {
      const claim = await createClaim(bookingId, input);
      const uploaded: ClaimAttachment[] = [];
      const failed: File[] = [];
      for (const file of files) {
        try {
          uploaded.push(await uploadClaimAttachment(claim._id, file));
        } catch {
          failed.push(file);
        }
      }
      return { claim, uploaded, failed };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
}
