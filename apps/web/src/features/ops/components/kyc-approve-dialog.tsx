import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** Approving is asked once more, with an optional note the customer reads in the approval e-mail and notification. */
export function KycApproveDialog({
  open,
  companyName,
  busy,
  error,
  onClose,
  onApprove,
}: {
  open: boolean;
  companyName: string;
  busy: boolean;
  error?: string;
  onClose: () => void;
  onApprove: (input: { note?: string }) => void;
}) {
  const [note, setNote] = useState('');
  return (
    <Dialog open={open} title={`Approve ${companyName}?`} onClose={onClose} size="lg">
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <p className="text-slate-700">The company gets the Verified badge and invoice terms, and its owner is told by e-mail. This cannot be undone here.</p>
      <label htmlFor="kyc-approve-note" className="mt-5 block font-semibold text-slate-900">
        Note for the customer <span className="text-sm font-normal text-slate-700">(optional)</span>
      </label>
      <textarea
        id="kyc-approve-note"
        rows={3}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        className="mt-1.5 w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
      />
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => onApprove(note.trim() ? { note: note.trim() } : {})} disabled={busy}>
          {busy ? 'Approving...' : 'Approve and verify'}
        </Button>
      </div>
    </Dialog>
  );
}
