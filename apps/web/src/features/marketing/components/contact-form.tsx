import type { ContactMessageInput } from '@meridian/contracts';
// The messages alone: a value import of the whole contracts would put zod in every page's first load (the 150 KB budget, decision 0015).
import { MESSAGES } from '@meridian/contracts/messages';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { ApiError, messageOr } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useSendContactMessage } from '../api/send-contact-message';

const contactValidation = lazyResolver<ContactMessageInput>(async () => {
  const [{ zodResolver }, { contactMessageSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@meridian/contracts')]);
  return zodResolver(contactMessageSchema);
});

const FIELDS = ['name', 'email', 'phone', 'company', 'subject', 'message'] as const;

/** Drops optional fields left blank, so the server stores only what was given. */
function withoutBlankOptionals(values: ContactMessageInput): ContactMessageInput {
  const { phone, company, ...required } = values;
  return { ...required, ...(phone?.trim() ? { phone } : {}), ...(company?.trim() ? { company } : {}) };
}

export function ContactForm() {
  const mutation = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessageInput>({
    resolver: contactValidation.resolver,
    defaultValues: { name: '', email: '', phone: '', company: '', subject: '', message: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(withoutBlankOptionals(values), {
      onSuccess: () => reset(),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        // Every field the server refused is marked beside it, in form order, and the first one is focused (decision 0014).
        FIELDS.filter((field) => error.fields[field]).forEach((field, index) =>
          setError(field, { type: 'server', message: error.fields[field] }, { shouldFocus: index === 0 }),
        );
      },
    }),
  );

  const describedBy = (field: keyof ContactMessageInput) => (errors[field] ? `contact-${field}-error` : undefined);
  const failure = mutation.error ? messageOr(mutation.error, MESSAGES.connectionError) : undefined;

  return (
    <form onSubmit={onSubmit} onFocus={contactValidation.preload} noValidate aria-labelledby="contact-form-title" className="space-y-5">
      <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
        Send us a message
      </h2>
      <p className="text-sm text-slate-700">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" required error={errors.name?.message}>
          <input
            id="contact-name"
            autoComplete="name"
            aria-required="true"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            className={inputClass(Boolean(errors.name))}
            {...register('name')}
          />
        </FormField>
        <FormField id="contact-email" label="E-mail" required error={errors.email?.message}>
          <input
            id="contact-email"
            type="email"
            autoComplete="email"
            aria-required="true"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            className={inputClass(Boolean(errors.email))}
            {...register('email')}
          />
        </FormField>
        <FormField id="contact-phone" label="Phone" hint="(optional)" error={errors.phone?.message}>
          <input
            id="contact-phone"
            type="tel"
            autoComplete="tel"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone')}
            className={inputClass(Boolean(errors.phone))}
            {...register('phone')}
          />
        </FormField>
        <FormField id="contact-company" label="Company" hint="(optional)" error={errors.company?.message}>
          <input
            id="contact-company"
            autoComplete="organization"
            aria-invalid={errors.company ? true : undefined}
            aria-describedby={describedBy('company')}
            className={inputClass(Boolean(errors.company))}
            {...register('company')}
          />
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject" required error={errors.subject?.message}>
        <input
          id="contact-subject"
          aria-required="true"
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={describedBy('subject')}
          className={inputClass(Boolean(errors.subject))}
          {...register('subject')}
        />
      </FormField>
      <FormField id="contact-message" label="Message" required error={errors.message?.message}>
        <textarea
          id="contact-message"
          rows={6}
          aria-required="true"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          className={inputClass(Boolean(errors.message))}
          {...register('message')}
        />
      </FormField>
      <button
        type="submit"
        disabled={mutation.isPending}
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800 disabled:opacity-70 sm:w-auto"
      >
        <Send className="h-4 w-4" aria-hidden="true" />
        {mutation.isPending ? 'Sending...' : 'Send Message'}
      </button>
      <div aria-live="polite">
        {mutation.isSuccess && <Alert tone="success">{mutation.data}</Alert>}
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
    </form>
  );
}
