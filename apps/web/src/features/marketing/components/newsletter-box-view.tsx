import type { FocusEventHandler, FormEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Mail } from 'lucide-react';
import { newsletter } from '../../../content/blog';

export type NewsletterBoxViewProps = {
  /** The e-mail field's own attributes (react-hook-form's registration); none while the form's code loads. */
  input?: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onFocus?: FocusEventHandler<HTMLFormElement>;
  error?: string | undefined;
  pending?: boolean;
  /** While the form's code loads: the box in its place, its field and button not yet taking input. */
  loading?: boolean;
  /** The outcome, read out politely. */
  children?: ReactNode;
};

/**
 * The newsletter box as it looks, without react-hook-form: the blog shows it while the form's code loads, so the page
 * does not grow under a reader (or a click) when the form arrives.
 */
export function NewsletterBoxView({ input, onSubmit, onFocus, error, pending = false, loading = false, children }: NewsletterBoxViewProps) {
  return (
    <section aria-labelledby="newsletter-title" className="rounded-3xl bg-gradient-to-br from-blue-800 to-blue-950 px-6 py-12 text-center sm:px-12">
      <Mail className="mx-auto h-10 w-10 text-amber-300" aria-hidden="true" />
      <h2 id="newsletter-title" className="mt-4 text-3xl font-bold text-white">
        {newsletter.title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-blue-100">{newsletter.lead}</p>
      <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="mx-auto mt-8 flex max-w-lg flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1 text-left">
          <label htmlFor="newsletter-email" className="sr-only">
            E-mail address
          </label>
          <input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            disabled={loading}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'newsletter-email-error' : undefined}
            className="block w-full rounded-lg border-0 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:ring-amber-300"
            {...input}
          />
          {error && (
            <p id="newsletter-email-error" className="mt-2 text-sm font-semibold text-amber-200">
              {error}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={loading || pending}
          className="rounded-lg bg-amber-400 px-6 py-3 font-semibold text-slate-950 hover:bg-amber-300 disabled:opacity-70"
        >
          {pending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </form>
      <div aria-live="polite" className="mx-auto mt-4 max-w-lg">
        {children}
      </div>
    </section>
  );
}
