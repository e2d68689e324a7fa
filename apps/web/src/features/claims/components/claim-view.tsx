import type { Claim } from '@meridian/contracts';
import type { ReactNode } from 'react';
import { CLAIMS_COPY } from '../../../content/claims';
import { Card } from './card';
import { ClaimAttachments } from './claim-attachments';
import { ClaimEvidenceCard } from './claim-evidence';
import { ClaimOutcome } from './claim-outcome';
import { ClaimSummary } from './claim-summary';
import { ClaimTerms } from './claim-terms';
import { ClaimThread } from './claim-thread';

interface ClaimViewProps {
  claim: Claim;
  staff: boolean;
  canReply: boolean;
  bookingHref: string;
  actions?: ReactNode;
  /** The console's decision and settlement forms, beside the evidence. */
  side?: ReactNode;
}

/**
 * One claim, as its customer and the carrier's staff both read it: the head, the evidence beside the customer's
 * photos, the thread, the decision and settlement; deadline and limit on the side.
 */
export function ClaimView({ claim, staff, canReply, bookingHref, actions, side }: ClaimViewProps) {
  return (
    <div className="space-y-6">
      <ClaimSummary claim={claim} bookingHref={bookingHref} actions={actions} />
      {claim.status === 'info_requested' && !staff && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950" role="status">
          {CLAIMS_COPY.infoRequested}
        </p>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
            <ClaimEvidenceCard evidence={claim.evidence} />
            <Card title={CLAIMS_COPY.customerFiles} testId="claim-files">
              <ClaimAttachments claimId={claim._id} attachments={claim.attachments} empty={CLAIMS_COPY.noFiles} />
            </Card>
          </div>
          <ClaimThread claim={claim} staff={staff} canReply={canReply} />
        </div>
        {/* On a phone the decision, settlement and terms come before the long evidence. */}
        <div className="order-first min-w-0 space-y-6 lg:order-none">
          {side}
          <ClaimOutcome claim={claim} />
          <Card title={CLAIMS_COPY.termsTitle}>
            <ClaimTerms deadline={claim.deadline} late={claim.late} liability={claim.liability} amount={claim.amountClaimed} />
          </Card>
        </div>
      </div>
    </div>
  );
}
