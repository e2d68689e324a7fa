import type { Payment } from '@meridian/contracts';
import { ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** The sandbox's stand-in for a bank's 3-D Secure page (decision 0024). Closing it counts as failing the step. */
export function AuthenticationDialog({
  payment,
  busy,
  onDecide,
}: {
  payment: Payment | null;
  busy: boolean;
  onDecide: (approve: boolean) => void;
}) {
  return (
    <Dialog open={payment !== null} title="Confirm this payment" onClose={() => !busy && onDecide(false)}>
      <div className="space-y-4">
        <p className="flex gap-2 text-slate-800">
          <ShieldCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-blue-700" />
          <span>{payment?.nextAction?.message ?? 'Your bank asks you to confirm this payment.'}</span>
        </p>
        <p className="text-sm text-slate-700">Sandbox authentication: choose how the bank answers.</p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => onDecide(true)} disabled={busy}>
            Complete authentication
          </Button>
          <Button variant="secondary" onClick={() => onDecide(false)} disabled={busy}>
            Fail authentication
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
