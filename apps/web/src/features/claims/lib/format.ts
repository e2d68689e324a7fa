import { CLAIM_STATUS_LABELS, formatMoney, toCents, type ClaimStatus } from '@meridian/contracts';

export const money = (amount: number, currency: string) => formatMoney(toCents(amount), currency);

/** Status colours: open ones amber/blue, good outcomes green, refusals red, closed slate. */
const STATUS_CLASSES: Record<ClaimStatus, string> = {
  submitted: 'bg-blue-100 text-blue-900',
  in_review: 'bg-blue-100 text-blue-900',
  info_requested: 'bg-amber-100 text-amber-950',
  approved: 'bg-green-100 text-green-900',
  approved_partial: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  settled: 'bg-emerald-100 text-emerald-900',
  withdrawn: 'bg-slate-200 text-slate-800',
};

export const claimStatusClass = (status: ClaimStatus) => STATUS_CLASSES[status];
export const claimStatusLabel = (status: ClaimStatus) => CLAIM_STATUS_LABELS[status];

/** "Piece 2 of 4" from the 1-based index and the booking's count. */
