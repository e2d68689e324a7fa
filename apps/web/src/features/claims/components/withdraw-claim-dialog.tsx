import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/form-field';
import { CLAIMS_COPY } from '../../../content/claims';
import { messageOr } from '../../../lib/api-client';
import { useWithdrawClaim } from '../api/withdraw-claim';

export function WithdrawClaimDialog({ claimId, open, onClose, onDone }: { claimId: string; open: boolean; onClose: () => void; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const mutation = useWithdrawClaim(claimId);
  return (
    <Dialog open={open} title={CLAIMS_COPY.withdraw} onClose={onClose}>
      <p className="text-slate-800">{CLAIMS_COPY.withdrawConfirm}</p>
      <label htmlFor="withdraw-reason" className="mt-4 block text-sm font-semibold text-slate-800">
        {CLAIMS_COPY.withdrawReason}
      </label>
      <textarea id="withdraw-reason" rows={2} value={reason} onChange={(event) => setReason(event.target.value)} className={`mt-1.5 ${inputClass()}`} />
      {mutation.isError && (
        <Alert tone="error" className="mt-3">
          {messageOr(mutation.error, CLAIMS_COPY.withdrawFailed)}
        </Alert>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {CLAIMS_COPY.keep}
        </Button>
        <Button
          variant="danger"
          disabled={mutation.isPending}
          onClick={() =>
            mutation.mutate(reason.trim() || undefined, {
              onSuccess: () => {
                onDone();
                onClose();
              },
            })
          }
        >
          {CLAIMS_COPY.withdraw}
        </Button>
      </div>
    </Dialog>
  );
}
