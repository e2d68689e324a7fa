import { zodResolver } from '@hookform/resolvers/zod';
import { notificationSettingsSchema, type NotificationSettings, type NotificationSettingsInput } from '@meridian/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/text-field';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';

const LOAD_FAILED = 'We could not load your notification settings.';
const SAVE_FAILED = 'We could not save your notification settings. Please try again.';

const formValues = (settings: NotificationSettings): NotificationSettingsInput => ({ email: settings.email, sms: settings.sms, smsPhone: settings.smsPhone ?? '' });

/** Decision 0111: the customer's channels for their own bookings' step updates; the dashboard's bell always has them. */
export function NotificationSettingsCard() {
  const query = useNotificationSettings();
  return (
    <section aria-labelledby="notification-settings-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="notification-settings-title" className="text-lg font-bold text-slate-900">
        Booking updates
      </h2>
      <p className="mt-1 text-sm text-slate-700">How we tell you when your shipments reach a new step. Invoices and receipts are always e-mailed.</p>
      {query.isPending ? (
        <p role="status" className="mt-4 text-slate-700">
          Loading...
        </p>
      ) : query.isError ? (
        <Alert tone="error" className="mt-4">
          {LOAD_FAILED}
        </Alert>
      ) : (
        <SettingsForm settings={query.data} />
      )}
    </section>
  );
}

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const mutation = useSaveNotificationSettings();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<NotificationSettingsInput>({ resolver: zodResolver(notificationSettingsSchema), values: formValues(settings) });
  const sms = watch('sms');

  const onSubmit = handleSubmit((values) => {
    setSaved(false);
    mutation.mutate(
      { email: values.email, sms: values.sms, smsPhone: values.smsPhone || null },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => {
          if (error instanceof ApiError && error.fields.smsPhone) setError('smsPhone', { message: error.fields.smsPhone }, { shouldFocus: true });
        },
      },
    );
  });
  const failure = mutation.error && !(mutation.error instanceof ApiError && mutation.error.fields.smsPhone) ? messageOr(mutation.error, SAVE_FAILED) : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      {saved && <Alert tone="success">Notification settings saved.</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      <fieldset className="space-y-3">
        <legend className="sr-only">Channels</legend>
        <CheckboxField id="notify-email" label="By e-mail" {...register('email')} />
        <CheckboxField id="notify-sms" label="By SMS" {...register('sms')} />
      </fieldset>
      {sms && (
        <TextField
          id="notify-sms-phone"
          type="tel"
          label="Mobile number for SMS"
          hint="With the country code, e.g. +44 7700 900123. Reply STOP to any text to end them."
          required
          autoComplete="tel"
          error={errors.smsPhone?.message}
          {...register('smsPhone')}
        />
      )}
      {settings.smsOptedOut && settings.smsPhone && (
        <Alert tone="info">
          {settings.smsPhone} replied STOP, so we text it nothing. Reply START from that phone to get texts again.
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
