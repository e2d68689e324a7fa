import type { ClaimDeadline, ClaimLiability } from '@meridian/contracts';
import { CalendarClock, Scale } from 'lucide-react';
import { CLAIMS_COPY } from '../../../content/claims';
import { formatDateTime, formatDay } from '../../../lib/format-date';
import { money } from '../lib/format';

/**
 * The notice deadline with its rule and the carrier's liability limit with its basis: before submitting (the form's
 * preview) and on the claim page (what the API stated). `amount` marks a claim above the limit.
 */
export function ClaimTerms({ deadline, late, liability, amount }: { deadline: ClaimDeadline; late: boolean; liability: ClaimLiability; amount?: number }) {
  const over = amount !== undefined && amount > liability.limit;
  return (
    <div className="space-y-4" data-testid="claim-terms">
      <div className="flex gap-3">
        <CalendarClock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-blue-800" />
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-700">{CLAIMS_COPY.deadlineTitle}</h3>
          <p className="font-semibold text-slate-900" data-testid="claim-deadline">
            <time dateTime={deadline.noticeBy} title={formatDateTime(deadline.noticeBy)}>
              {CLAIMS_COPY.deadlineBy(formatDay(deadline.noticeBy))}
            </time>
          </p>
          <p className="text-sm text-slate-700" data-testid="claim-rule">
            {deadline.rule}
          </p>
          {deadline.earliest && <p className="text-sm text-slate-700">{CLAIMS_COPY.lossEarliest(formatDay(deadline.earliest))}</p>}
          {late && (
            <p className="mt-1 text-sm font-semibold text-amber-900" data-testid="claim-late">
              {CLAIMS_COPY.deadlinePassed}
            </p>
          )}
        </div>
      </div>
      <div className="flex gap-3">
        <Scale aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-blue-800" />
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-700">{CLAIMS_COPY.limitTitle}</h3>
          <p className="font-semibold text-slate-900" data-testid="claim-limit">
            {money(liability.limit, liability.currency)}
          </p>
          <p className="text-sm break-words text-slate-700">
            {liability.basis} {CLAIMS_COPY.sdrRate(liability.sdrRate, liability.currency)}
          </p>
          {over && (
            <p className="mt-1 text-sm font-semibold text-amber-900" data-testid="claim-over-limit">
              {CLAIMS_COPY.overLimit}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
