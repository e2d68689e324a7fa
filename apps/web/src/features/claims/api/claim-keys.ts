import type { ClaimStatus } from '@meridian/contracts';

export interface ClaimListQuery {
  page?: number;
  limit?: number;
  status?: ClaimStatus;
  bookingId?: string;
}

// One tree of keys, so a write (a message, a decision, a settlement) refreshes the claim, the lists and the queue.
export const claimKeys = {
  all: ['claims'] as const,
  lists: () => [...claimKeys.all, 'list'] as const,
  list: (query: ClaimListQuery) => [...claimKeys.lists(), query] as const,
  queue: (query: ClaimListQuery) => [...claimKeys.all, 'queue', query] as const,
  detail: (id: string) => [...claimKeys.all, 'detail', id] as const,
  attachment: (claimId: string, attachmentId: string) => [...claimKeys.detail(claimId), 'attachment', attachmentId] as const,
};

/** The query string, without its '?'. */
export function toSearch(query: ClaimListQuery): string {
  const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
  return params.toString();
}
