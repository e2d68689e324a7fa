import type { NewsletterSubscriptionInput } from '@meridian/contracts';
// The messages alone: a value import of the whole contracts would put zod in every page's first load (the 150 KB budget, decision 0015).
import { MESSAGES } from '@meridian/contracts/messages';
import { CheckCircle2, Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { newsletter } from '../../../content/blog';
import { ApiError } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

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
    <section aria-labelledby="newsletter-title" className="rounded-3xl bg-gradient-to-br from-blue-800 to-blue-950 px-6 py-12 text-center sm:px-12">
      <Mail className="mx-auto h-10 w-10 text-amber-300" aria-hidden="true" />
      <h2 id="newsletter-title" className="mt-4 text-3xl font-bold text-white">
        {newsletter.title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-blue-100">{newsletter.lead}</p>
      <form onSubmit={onSubmit} onFocus={newsletterValidation.preload} noValidate className="mx-auto mt-8 flex max-w-lg flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1 text-left">
          <label htmlFor="newsletter-email" className="sr-only">
            E-mail address
          </label>
          <input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'newsletter-email-error' : undefined}
            className="block w-full rounded-lg border-0 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:ring-amber-300"
            {...register('email')}
          />
          {errors.email && (
            <p id="newsletter-email-error" className="mt-2 text-sm font-semibold text-amber-200">
              {errors.email.message}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={mutation.isPending}
          className="rounded-lg bg-amber-400 px-6 py-3 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-70"
        >
          {mutation.isPending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </form>
      <div aria-live="polite" className="mx-auto mt-4 max-w-lg">
        {mutation.isSuccess && (
          <p className="flex items-center justify-center gap-2 font-semibold text-white">
            <CheckCircle2 className="h-5 w-5 text-green-300" aria-hidden="true" />
            {mutation.data}
          </p>
        )}
        {serverError && <p className="font-semibold text-amber-200">{serverError}</p>}
      </div>
    </section>
  );
}
