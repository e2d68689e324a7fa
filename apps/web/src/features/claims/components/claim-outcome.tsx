import { CLAIM_STATUS_LABELS, type Claim } from '@meridian/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CLAIMS_COPY } from '../../../content/claims';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { downloadCreditNote } from '../api/credit-note';
import { money } from '../lib/format';
import { Card } from './card';

/** The decision and, once settled, the credit note to download or the refund made. */
export function ClaimOutcome({ claim }: { claim: Claim }) {
  const [error, setError] = useState<string>();
  const { decision, settlement } = claim;
  if (!decision) return null;
  return (
    <Card title={settlement ? CLAIMS_COPY.settlementTitle : CLAIMS_COPY.decisionTitle} testId="claim-outcome">
      <dl className="space-y-3">
        <div>
          <dt className="text-sm text-slate-700">{CLAIMS_COPY.decisionTitle}</dt>
          <dd className="font-semibold text-slate-900" data-testid="decision-outcome">
            {CLAIM_STATUS_LABELS[decision.outcome]}
            {decision.outcome !== 'rejected' && <> · {money(decision.amount, claim.currency)}</>}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{CLAIMS_COPY.reason}</dt>
          <dd className="whitespace-pre-wrap break-words text-slate-900">{decision.reason}</dd>
          <dd className="text-sm text-slate-700">
            {decision.byName}, {formatDateTime(decision.at)}
          </dd>
        </div>
      </dl>
      {settlement?.creditNote && (
        <div className="mt-4 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200" data-testid="claim-credit-note">
          <p className="font-semibold text-emerald-950">
            {CLAIMS_COPY.creditNote(settlement.creditNote.number)} · {money(settlement.creditNote.amount, claim.currency)}
          </p>
          <p className="text-sm text-emerald-900">{CLAIMS_COPY.creditNoteHint}</p>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => {
              setError(undefined);
              downloadCreditNote(claim._id, settlement.creditNote!.number).catch((cause: unknown) => setError(messageOr(cause, CLAIMS_COPY.downloadFailed)));
            }}
          >
            <Download aria-hidden="true" className="h-4 w-4" /> {CLAIMS_COPY.downloadCreditNote}
          </Button>
        </div>
      )}
      {settlement?.refund && (
        <p className="mt-4 rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-950 ring-1 ring-emerald-200" data-testid="claim-refund">
          {CLAIMS_COPY.refunded(money(settlement.refund.amount, claim.currency))}
        </p>
      )}
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
    </Card>
  );
}
