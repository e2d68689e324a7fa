import type { Claim, SettlementMethod } from '@meridian/contracts';
import { useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CLAIMS_COPY } from '../../../content/claims';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useSettleClaim } from '../api/settle-claim';
import { money } from '../lib/format';
import { Card } from './card';

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `settle-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Refund or credit note for an approved claim. As payments do, one Idempotency-Key per attempt: a retry after a network
 * error (the server may have settled) sends the same key, so the claim is settled once; an answer ends the attempt.
 */
export function SettlementActions({ claim }: { claim: Claim }) {
  const mutation = useSettleClaim(claim._id);
  const attempt = useRef<{ method: SettlementMethod; key: string } | null>(null);
  const settle = (method: SettlementMethod) => {
    if (attempt.current?.method !== method) attempt.current = { method, key: newKey() };
    mutation.mutate(
      { method, idempotencyKey: attempt.current.key },
      {
        onError: (error) => {
          if (!(error instanceof ApiError && error.isNetworkError)) attempt.current = null;
        },
        onSuccess: () => {
          attempt.current = null;
        },
      },
    );
  };
  const amount = claim.decision ? money(claim.decision.amount, claim.currency) : '';
  return (
    <Card title={`${CLAIMS_COPY.settle} ${amount}`} testId="settlement-actions">
      <div className="flex flex-col gap-2">
        <Button disabled={mutation.isPending} onClick={() => settle('credit-note')}>
          {CLAIMS_COPY.settleCreditNote}
        </Button>
        <Button variant="secondary" disabled={mutation.isPending} onClick={() => settle('refund')}>
          {CLAIMS_COPY.settleRefund}
        </Button>
      </div>
      {mutation.isPending && (
        <p role="status" className="mt-3 text-sm text-slate-700">
          {CLAIMS_COPY.settling}
        </p>
      )}
      {mutation.isError && (
        <Alert tone="error" className="mt-3">
          {messageOr(mutation.error, CLAIMS_COPY.settleFailed)}
        </Alert>
      )}
    </Card>
  );
}
