import { KYC_REASONS_REQUIRED, KYC_REJECTION_REASONS, type KycRejectionReason } from '@meridian/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { KycNoteField } from './kyc-note-field';

/** The four KYC rejection reasons (contracts: KYC_REJECTION_REASONS) as checkboxes (at least one) and an optional note for the customer. */
export function KycRejectDialog({
  open,
  companyName,
  busy,
  error,
  onClose,
  onReject,
}: {
  open: boolean;
  companyName: string;
  busy: boolean;
  error?: string;
  onClose: () => void;
  onReject: (input: { reasons: KycRejectionReason[]; note?: string }) => void;
}) {
  const [reasons, setReasons] = useState<KycRejectionReason[]>([]);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const missing = tried && reasons.length === 0;

  const toggle = (reason: KycRejectionReason) =>
    setReasons((current) => (current.includes(reason) ? current.filter((r) => r !== reason) : KYC_REJECTION_REASONS.filter((r) => r === reason || current.includes(r))));

  const submit = () => {
    setTried(true);
    if (reasons.length === 0) return;
    onReject({ reasons, ...(note.trim() ? { note: note.trim() } : {}) });
  };

  return (
    <Dialog open={open} title={`Reject ${companyName}`} onClose={onClose} size="lg">
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <fieldset aria-describedby={missing ? 'reasons-error' : undefined}>
        <legend className="font-semibold text-slate-900">
          Reasons <span className="text-sm font-normal text-slate-700">(choose at least one; the customer sees them)</span>
        </legend>
        <div className="mt-3 space-y-2">
          {KYC_REJECTION_REASONS.map((reason) => (
            <label key={reason} className="flex items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 hover:bg-slate-50">
              <input type="checkbox" className="mt-1 h-4 w-4" checked={reasons.includes(reason)} onChange={() => toggle(reason)} />
              <span className="text-slate-900">{reason}</span>
            </label>
          ))}
        </div>
        {missing && (
          <p id="reasons-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
            {KYC_REASONS_REQUIRED}
          </p>
        )}
      </fieldset>
      <KycNoteField id="kyc-note" label="Note" value={note} onChange={setNote} />
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={submit} disabled={busy}>
          {busy ? 'Rejecting...' : 'Reject application'}
        </Button>
      </div>
    </Dialog>
  );
}
