import type { NewsletterSubscriptionInput } from '@meridian/contracts';
// The messages alone: a value import of the whole contracts would put zod in every page's first load (the 150 KB budget, decision 0015).
import { MESSAGES } from '@meridian/contracts/messages';
import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { NewsletterBoxView } from './newsletter-box-view';

const newsletterValidation = lazyResolver<NewsletterSubscriptionInput>(async () => {
  const [{ zodResolver }, { newsletterSubscriptionSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@meridian/contracts'),
  ]);
  return zodResolver(newsletterSubscriptionSchema);
});

export function NewsletterBox() {
  const mutation = useSubscribeNewsletter();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterSubscriptionInput>({ resolver: newsletterValidation.resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) => mutation.mutate(values, { onSuccess: () => reset() }));
  const serverError =
    mutation.error instanceof ApiError && !mutation.error.isNetworkError
      ? mutation.error.message
      : mutation.error
        ? MESSAGES.connectionError
        : undefined;

  return (
    <NewsletterBoxView input={register('email')} onSubmit={onSubmit} onFocus={newsletterValidation.preload} error={errors.email?.message} pending={mutation.isPending}>
      {mutation.isSuccess && (
        <p className="flex items-center justify-center gap-2 font-semibold text-white">
          <CheckCircle2 className="h-5 w-5 text-green-300" aria-hidden="true" />
          {mutation.data}
        </p>
      )}
      {serverError && <p className="font-semibold text-amber-200">{serverError}</p>}
    </NewsletterBoxView>
  );
}
