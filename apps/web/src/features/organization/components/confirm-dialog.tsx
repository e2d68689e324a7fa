import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export type PendingConfirm = { title: string; body: ReactNode; action: string; danger?: boolean; run: () => Promise<unknown> };

/** Asks before a change to who belongs to the organization (role, removal, leaving, revoking). */
export function ConfirmDialog({ pending, busy, error, onClose }: { pending: PendingConfirm | null; busy: boolean; error: string | null; onClose: () => void }) {
  return (
    <Dialog open={pending !== null} title={pending?.title ?? ''} onClose={onClose}>
      <div className="space-y-4">
        <div className="text-slate-700">{pending?.body}</div>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant={pending?.danger ? 'danger' : 'primary'} disabled={busy} onClick={() => void pending?.run()}>
            {busy ? 'Working...' : pending?.action}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
