import { CLAIM_TYPE_LABELS, formatTrackingNumber, type Claim } from '@meridian/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { CLAIMS_COPY } from '../../../content/claims';
import { formatDay } from '../../../lib/format-date';
import { money } from '../lib/format';
import { ClaimStatusBadge } from './claim-status-badge';

/** The claim's head: number, status, type, shipment, amount and when it was filed; `bookingHref` where the shipment opens. */
export function ClaimSummary({ claim, bookingHref, actions }: { claim: Claim; bookingHref: string; actions?: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" data-testid="claim-summary">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <ClaimStatusBadge status={claim.status} />
            {claim.late && <Badge className="bg-amber-100 text-amber-950">{CLAIMS_COPY.lateBadge}</Badge>}
          </p>
          <h2 className="mt-1 text-2xl font-bold text-slate-900">{CLAIM_TYPE_LABELS[claim.type]}</h2>
        </div>
        {actions && <div className="flex w-full flex-wrap gap-2 sm:w-auto">{actions}</div>}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <div className="min-w-0">
          <dt className="text-sm text-slate-700">{CLAIMS_COPY.booking}</dt>
          <dd className="font-semibold">
            <Link to={bookingHref} className="break-all text-blue-800 underline underline-offset-2">
              {formatTrackingNumber(claim.trackingNumber)}
            </Link>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{CLAIMS_COPY.claimed}</dt>
          <dd className="font-semibold text-slate-900" data-testid="claim-amount">
            {money(claim.amountClaimed, claim.currency)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{CLAIMS_COPY.filed}</dt>
          <dd className="font-semibold text-slate-900">{formatDay(claim.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{CLAIMS_COPY.affectedPieces}</dt>
          <dd className="font-semibold text-slate-900">{claim.pieces.length}</dd>
        </div>
      </dl>
      <p className="mt-4 border-t border-slate-200 pt-4 whitespace-pre-wrap break-words text-slate-800">{claim.description}</p>
    </div>
  );
}
