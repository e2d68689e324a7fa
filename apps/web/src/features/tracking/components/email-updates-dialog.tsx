import { zodResolver } from '@hookform/resolvers/zod';
import { TRACKING_SUBSCRIPTION_CONFIRM_HOURS, trackingSubscriptionRequestSchema, type TrackingSubscriptionRequest } from '@meridian/contracts';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';
import { useSubscribeToUpdates } from '../api/subscribe-to-updates';

const SUBSCRIBE_FAILED = 'We could not set up e-mail updates. Please try again.';

/**
 * Email Updates, made real (decision 0030): an address (the signed-in user's, to start with) asks for updates and
 * confirms by the link we mail it. Loaded on first open, so zod stays out of the tracking page's first load.
 */
export function EmailUpdatesDialog({ trackingNumber, displayNumber, onClose }: { trackingNumber: string; displayNumber: string; onClose: () => void }) {
  const { user } = useAuth();
  const mutation = useSubscribeToUpdates(trackingNumber);
  const [sentTo, setSentTo] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TrackingSubscriptionRequest>({ resolver: zodResolver(trackingSubscriptionRequestSchema), defaultValues: { email: user?.email ?? '' } });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) => {
        if (error instanceof ApiError && error.fields.email) setError('email', { message: error.fields.email }, { shouldFocus: true });
      },
    }),
  );
  const failure = mutation.error && !(mutation.error instanceof ApiError && mutation.error.fields.email) ? messageOr(mutation.error, SUBSCRIBE_FAILED) : undefined;

  return (
    <Dialog open title="Email Updates" onClose={onClose}>
      {sentTo ? (
        <div role="status" className="text-slate-700">
          <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <MailCheck aria-hidden="true" className="h-6 w-6 text-green-700" /> Check your inbox to confirm
          </p>
          <p className="mt-3">
            We sent a link to <strong className="break-all">{sentTo}</strong>. Follow it within {TRACKING_SUBSCRIPTION_CONFIRM_HOURS} hours and we will e-mail
            you at every step of {displayNumber}.
          </p>
          <p className="mt-2 text-sm">Every update has a one-click unsubscribe link.</p>
          <Button className="mt-5 w-full" onClick={onClose}>
            Done
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-slate-700">Get an e-mail each time {displayNumber} reaches a new step. We will ask you to confirm the address first.</p>
          {failure && <Alert tone="error">{failure}</Alert>}
          <TextField id="email-updates-address" type="email" label="Email" required autoComplete="email" error={errors.email?.message} {...register('email')} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
