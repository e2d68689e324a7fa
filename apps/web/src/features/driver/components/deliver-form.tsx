import { deliverEventSchema, type Booking } from '@meridian/contracts';
import { useState, type FormEvent } from 'react';
import { DRIVER_COPY } from '../../../content/driver';
import { bigInput, FieldError, FormButtons, type SubmitMove } from './move-forms';
import { PhotoField } from './photo-field';
import { SignaturePad } from './signature-pad';

/** Proof of delivery: the receiver's printed name, their signature (required) and an optional photo. */
export function DeliverForm({ job, onSubmit, onCancel }: { job: Pick<Booking, 'receiverPerson'>; onSubmit: SubmitMove; onCancel: () => void }) {
  const [receiverName, setReceiverName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ receiverName?: string; signature?: string }>({});
  const [busy, setBusy] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = deliverEventSchema.shape.receiverName.safeParse(receiverName);
    const next = { receiverName: name.success ? undefined : name.error.issues[0]?.message, signature: signature ? undefined : DRIVER_COPY.signatureRequired };
    setErrors(next);
    if (!name.success || !signature) return;
    setBusy(true);
    void onSubmit({ type: 'deliver', receiverName: name.data, signature, ...(photo ? { photo } : {}) }).finally(() => setBusy(false));
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <label htmlFor="receiver-name" className="block text-base font-semibold text-slate-900">
          Receiver’s printed name <span className="text-red-700">*</span>
        </label>
        <input
          id="receiver-name"
          value={receiverName}
          maxLength={120}
          autoComplete="off"
          placeholder={`Booked receiver: ${job.receiverPerson.name}`}
          onChange={(event) => {
            setReceiverName(event.target.value);
            setErrors((current) => ({ ...current, receiverName: undefined }));
          }}
          aria-invalid={errors.receiverName ? true : undefined}
          aria-describedby={errors.receiverName ? 'receiver-name-error' : undefined}
          className={`${bigInput} mt-1`}
        />
        <FieldError id="receiver-name-error">{errors.receiverName}</FieldError>
      </div>
      <SignaturePad
        id="signature"
        label="Receiver’s signature"
        error={errors.signature}
        onChange={(png) => {
          setSignature(png);
          if (png) setErrors((current) => ({ ...current, signature: undefined }));
        }}
      />
      <PhotoField value={photo} onChange={setPhoto} />
      <FormButtons submitLabel="Submit delivery" busy={busy} onCancel={onCancel} />
    </form>
  );
}
