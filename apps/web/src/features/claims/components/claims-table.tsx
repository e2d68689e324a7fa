import { CLAIM_TYPE_LABELS, formatTrackingNumber, type ClaimSummary } from '@meridian/contracts';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { CLAIMS_COPY, NEXT_ACTION_LABELS } from '../../../content/claims';
import { formatDateTime, formatDay } from '../../../lib/format-date';
import { money } from '../lib/format';
import { ClaimStatusBadge } from './claim-status-badge';

/** Claims as rows on a wide screen and cards on a phone; `queue` adds what is due next, overdue marked. */
export function ClaimsTable({ claims, hrefOf, queue = false }: { claims: readonly ClaimSummary[]; hrefOf: (id: string) => string; queue?: boolean }) {
  return (
    <ul className="space-y-3" data-testid={queue ? 'claims-queue' : 'claims-list'}>
      {claims.map((claim) => {
        const overdue = queue && claim.nextAction?.overdue;
        return (
          <li key={claim._id} data-testid="claim-row" data-overdue={overdue ? 'true' : undefined}>
            <Link
              to={hrefOf(claim._id)}
              className={`grid gap-x-4 gap-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 hover:ring-blue-400 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto] sm:items-center ${
                overdue ? 'border-l-4 border-red-600 ring-red-200' : 'ring-slate-200'
              }`}
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-sm font-semibold text-slate-900">{claim.number}</span>
                  <ClaimStatusBadge status={claim.status} />
                  {claim.late && <Badge className="bg-amber-100 text-amber-950">{CLAIMS_COPY.lateBadge}</Badge>}
                </p>
                <p className="mt-1 font-semibold text-slate-900">{CLAIM_TYPE_LABELS[claim.type]}</p>
                <p className="text-sm break-all text-slate-700">
                  {formatTrackingNumber(claim.trackingNumber)} · {CLAIMS_COPY.filed} {formatDay(claim.createdAt)}
                </p>
              </div>
              <div className="min-w-0 text-sm">
                {queue && claim.nextAction ? (
                  <>
                    <p className="font-semibold text-slate-900">{NEXT_ACTION_LABELS[claim.nextAction.action]}</p>
                    {claim.nextAction.dueBy && (
                      <p className={overdue ? 'flex items-center gap-1 font-semibold text-red-800' : 'text-slate-700'} data-testid="claim-due">
                        {overdue && <AlertTriangle aria-hidden="true" className="h-4 w-4" />}
                        {overdue ? `${CLAIMS_COPY.overdue}: ` : ''}
                        {CLAIMS_COPY.dueBy(formatDateTime(claim.nextAction.dueBy))}
                      </p>
                    )}
                  </>
                ) : (
                  <p className="text-slate-700">{claim.createdByName}</p>
                )}
              </div>
              <p className="font-bold text-slate-900 sm:text-right">{money(claim.amountClaimed, claim.currency)}</p>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
