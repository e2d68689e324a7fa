import { zodResolver } from '@hookform/resolvers/zod';
import {
  SMS_ALERT_CODE_LENGTH,
  SMS_ALERT_CODE_MINUTES,
  smsAlertConfirmSchema,
  smsAlertRequestSchema,
  type SmsAlertConfirm,
  type SmsAlertRequest,
} from '@meridian/contracts';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useConfirmSmsAlerts, useRequestSmsAlerts } from '../api/sms-alerts';

const REQUEST_FAILED = 'We could not send the code. Please try again.';
const CONFIRM_FAILED = 'We could not turn SMS alerts on. Please try again.';

/**
 * SMS Alerts (decision 0111): the number is texted a code, and alerts start only once the code comes back, so nobody
 * can sign a stranger's phone up. Loaded on first open, as the e-mail dialog is.
 */
export function SmsAlertsDialog({ trackingNumber, displayNumber, onClose }: { trackingNumber: string; displayNumber: string; onClose: () => void }) {
  const [phone, setPhone] = useState<string>();
  const [done, setDone] = useState(false);
  return (
    <Dialog open title="SMS Alerts" onClose={onClose}>
      {done ? (
        <div role="status" className="text-slate-700">
          <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <MessageSquare aria-hidden="true" className="h-6 w-6 text-green-700" /> SMS alerts are on
          </p>
          <p className="mt-3">
            We will text <strong>{phone}</strong> at every step of {displayNumber}. Reply STOP to any text to end them.
          </p>
          <Button className="mt-5 w-full" onClick={onClose}>
            Done
          </Button>
        </div>
      ) : phone ? (
        <CodeStep trackingNumber={trackingNumber} phone={phone} onBack={() => setPhone(undefined)} onDone={() => setDone(true)} />
      ) : (
        <PhoneStep trackingNumber={trackingNumber} displayNumber={displayNumber} onSent={setPhone} onClose={onClose} />
      )}
    </Dialog>
  );
}

function PhoneStep({ trackingNumber, displayNumber, onSent, onClose }: { trackingNumber: string; displayNumber: string; onSent: (phone: string) => void; onClose: () => void }) {
  const mutation = useRequestSmsAlerts(trackingNumber);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SmsAlertRequest>({ resolver: zodResolver(smsAlertRequestSchema), defaultValues: { phone: '' } });
  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (answer) => onSent(answer.data.phone),
      onError: (error) => {
        if (error instanceof ApiError && error.fields.phone) setError('phone', { message: error.fields.phone }, { shouldFocus: true });
      },
    }),
  );
  const failure = mutation.error && !(mutation.error instanceof ApiError && mutation.error.fields.phone) ? messageOr(mutation.error, REQUEST_FAILED) : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-slate-700">Get a text each time {displayNumber} reaches a new step. We will text you a code to confirm the number first.</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField id="sms-alerts-phone" type="tel" label="Mobile number" hint="With the country code, e.g. +44 7700 900123" required autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending...' : 'Text me a code'}
        </Button>
      </div>
    </form>
  );
}

function CodeStep({ trackingNumber, phone, onBack, onDone }: { trackingNumber: string; phone: string; onBack: () => void; onDone: () => void }) {
  const mutation = useConfirmSmsAlerts(trackingNumber);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SmsAlertConfirm>({ resolver: zodResolver(smsAlertConfirmSchema), defaultValues: { phone, code: '' } });
  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        if (error instanceof ApiError && error.fields.code) setError('code', { message: error.fields.code }, { shouldFocus: true });
      },
    }),
  );
  const failure = mutation.error && !(mutation.error instanceof ApiError && mutation.error.fields.code) ? messageOr(mutation.error, CONFIRM_FAILED) : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p role="status" className="text-slate-700">
        We texted a {SMS_ALERT_CODE_LENGTH}-digit code to <strong>{phone}</strong>. It works for {SMS_ALERT_CODE_MINUTES} minutes.
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField id="sms-alerts-code" label="Code" inputMode="numeric" autoComplete="one-time-code" maxLength={SMS_ALERT_CODE_LENGTH} required error={errors.code?.message} {...register('code')} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack}>
          Use another number
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Checking...' : 'Turn on SMS alerts'}
        </Button>
      </div>
    </form>
  );
}
