import { zodResolver } from '@hookform/resolvers/zod';
import { createWebhookSchema, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type CreateWebhookInput, type WebhookEventType } from '@meridian/contracts';
import { useForm, type Resolver } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { messageOr } from '../../../lib/api-client';

type Values = { url: string; events: WebhookEventType[] };
type Output = { url: string; events: WebhookEventType[] };

// The API's own schema decides the form's errors (contracts first): https URL, no credentials, one event at least.
const resolver = zodResolver(createWebhookSchema) as unknown as Resolver<Values, unknown, Output>;

export type WebhookFormProps = {
  idPrefix: string;
  title: string;
  submitLabel: string;
  initial?: Values;
  pending: boolean;
  error: unknown;
  onSubmit: (input: CreateWebhookInput) => void;
  onCancel?: () => void;
};

/** The endpoint's URL and the events it hears: for adding one and for editing one. */
export function WebhookForm({ idPrefix, title, submitLabel, initial, pending, error, onSubmit, onCancel }: WebhookFormProps) {
  const { register, handleSubmit, formState } = useForm<Values, unknown, Output>({ resolver, defaultValues: initial ?? { url: '', events: [] } });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))} className="space-y-4" aria-label={title}>
      {Boolean(error) && <Alert tone="error">{messageOr(error, 'Could not save the endpoint.')}</Alert>}
      <TextField id={`${idPrefix}-url`} label="Endpoint URL" required placeholder="https://example.com/webhooks/meridian" autoComplete="off" error={formState.errors.url?.message} {...register('url')} />
      <fieldset aria-describedby={formState.errors.events ? `${idPrefix}-events-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">Events</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-start gap-2 rounded-lg border border-slate-200 p-2.5 text-sm">
              <input type="checkbox" value={type} className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 text-blue-700 focus:ring-blue-700" {...register('events')} />
              <span>
                <span className="block font-medium text-slate-900">{WEBHOOK_EVENT_LABELS[type]}</span>
                <span className="block font-mono text-xs text-slate-600">{type}</span>
              </span>
            </label>
          ))}
        </div>
        {formState.errors.events && (
          <p id={`${idPrefix}-events-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {formState.errors.events.message}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
