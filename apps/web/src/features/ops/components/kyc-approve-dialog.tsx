import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { KycNoteField } from './kyc-note-field';

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
      <KycNoteField id="kyc-approve-note" label="Note for the customer" value={note} onChange={setNote} />
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
