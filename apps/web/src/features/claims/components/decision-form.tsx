import { zodResolver } from '@hookform/resolvers/zod';
import { CLAIM_MESSAGES, CLAIM_OUTCOMES, claimDecisionSchema, type Claim, type ClaimDecisionInput, type ClaimOutcome } from '@meridian/contracts';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { CLAIMS_COPY, OUTCOME_LABELS } from '../../../content/claims';
import { messageOr } from '../../../lib/api-client';
import { useDecideClaim } from '../api/decide-claim';
import { money } from '../lib/format';
import { Card } from './card';

interface Values {
  outcome: ClaimOutcome;
  amount: number;
  reason: string;
}

const resolver = zodResolver(claimDecisionSchema) as unknown as Resolver<Values, unknown, ClaimDecisionInput>;

/**
 * The operator's decision: outcome, amount (at most what was claimed) and reason. Above the liability limit only an
 * admin may approve: an operator is told before sending, and the API refuses it anyway.
 */
export function DecisionForm({ claim, isAdmin }: { claim: Claim; isAdmin: boolean }) {
  const mutation = useDecideClaim(claim._id);
  const { register, handleSubmit, control, formState, setError } = useForm<Values, unknown, ClaimDecisionInput>({
    resolver,
    defaultValues: { outcome: 'approved_partial', amount: Math.min(claim.amountClaimed, claim.liability.limit), reason: '' },
  });
  const [outcome, amount] = useWatch({ control, name: ['outcome', 'amount'] });
  const rejected = outcome === 'rejected';
  const overLimit = !rejected && Number.isFinite(amount) && amount > claim.liability.limit;
  const errors = formState.errors;
  const submit = handleSubmit((input) => {
    const decision = input.outcome === 'rejected' ? { outcome: input.outcome, reason: input.reason } : input;
    if (decision.amount !== undefined && decision.amount > claim.amountClaimed) {
      setError('amount', { message: CLAIM_MESSAGES.overClaimed });
      return;
    }
    mutation.mutate(decision);
  });
  return (
    <Card title={CLAIMS_COPY.decisionTitle} testId="decision-form">
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <p className="text-sm text-slate-700" data-testid="decision-limit">
          {CLAIMS_COPY.limitNote(money(claim.liability.limit, claim.liability.currency))}
        </p>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{CLAIMS_COPY.outcome}</legend>
          <div className="mt-2 space-y-2">
            {CLAIM_OUTCOMES.map((value) => (
              <label key={value} className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2.5 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50">
                <input type="radio" value={value} {...register('outcome')} className="h-4 w-4 accent-blue-700" />
                <span className="font-medium text-slate-900">{OUTCOME_LABELS[value]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {!rejected && (
          <FormField id="decision-amount" label={`${CLAIMS_COPY.decisionAmount} (${claim.currency})`} required error={errors.amount?.message}>
            <input
              id="decision-amount"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              aria-invalid={Boolean(errors.amount)}
              className={inputClass(Boolean(errors.amount))}
              {...register('amount', { valueAsNumber: true, shouldUnregister: true })}
            />
          </FormField>
        )}
        {overLimit && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-950 ring-1 ring-amber-300" data-testid="decision-over-limit">
            {isAdmin ? CLAIMS_COPY.overLimit : CLAIMS_COPY.overLimitAdminOnly}
          </p>
        )}
        <FormField id="decision-reason" label={CLAIMS_COPY.reason} required error={errors.reason?.message}>
          <textarea id="decision-reason" rows={3} aria-invalid={Boolean(errors.reason)} className={inputClass(Boolean(errors.reason))} {...register('reason')} />
        </FormField>
        {mutation.isError && <Alert tone="error">{messageOr(mutation.error, CLAIMS_COPY.decisionFailed)}</Alert>}
        <Button type="submit" className="w-full" disabled={mutation.isPending || (overLimit && !isAdmin)}>
          {mutation.isPending ? CLAIMS_COPY.deciding : CLAIMS_COPY.decide}
        </Button>
      </form>
    </Card>
  );
}
