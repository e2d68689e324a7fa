import { CheckCircle2, Mail, Phone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { brand, telHref } from '../../../content/brand';
import { contactSection } from '../../../content/home';
import { ApiError } from '../../../lib/api-client';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * spec 5: the home page's variant of the contact form has no required fields, only browser input types.
 * It is sent through the same contact endpoint, mapped onto the contact message's fields.
 */
export function HomeContactSection() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const service = contactSection.serviceTypes.find((option) => option.value === text(form, 'serviceType'));
    setStatus({ kind: 'sending' });
    try {
      // Loaded on demand so the home page does not carry the contracts and their validator up front.
      const [{ sendContactMessage }, { CONTACT_SUCCESS_MESSAGE }] = await Promise.all([
        import('../api/send-contact-message'),
        import('@meridian/contracts'),
      ]);
      const phone = text(form, 'phone');
      await sendContactMessage({
        name: `${text(form, 'firstName')} ${text(form, 'lastName')}`.trim(),
        email: text(form, 'email'),
        ...(phone ? { phone } : {}),
        subject: service ? `Partnership enquiry: ${service.label}` : 'Partnership enquiry',
        message: text(form, 'message'),
      });
      formElement.reset();
      setStatus({ kind: 'sent', message: CONTACT_SUCCESS_MESSAGE });
    } catch (error) {
      const message =
        error instanceof ApiError && !error.isNetworkError
          ? error.message
          : 'Connection error. Please check your internet and try again.';
      setStatus({ kind: 'failed', message });
    }
  };

  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-slate-50 py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold uppercase tracking-widest text-blue-800">{contactSection.eyebrow}</p>
          <h2 id="contact-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {contactSection.title}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{contactSection.lead}</p>
          <ul className="mt-8 space-y-4 text-slate-800">
            <li className="flex items-center gap-3">
              <Phone className="h-5 w-5 text-blue-700" aria-hidden="true" />
              <a href={telHref(brand.phones.main)} className="font-semibold hover:underline">
                {brand.phones.main}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Mail className="h-5 w-5 text-blue-700" aria-hidden="true" />
              <a href={`mailto:${brand.emails.sales}`} className="break-all font-semibold hover:underline">
                {brand.emails.sales}
              </a>
            </li>
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={contactSection.primaryCta.to}>{contactSection.primaryCta.label}</ButtonLink>
            <ButtonLink to={contactSection.secondaryCta.to} variant="secondary">
              {contactSection.secondaryCta.label}
            </ButtonLink>
          </div>
        </div>

        <form onSubmit={handleSubmit} className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-3" aria-label="Partnership enquiry">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="home-firstName" label="First name">
              <input id="home-firstName" name="firstName" autoComplete="given-name" className={inputClass()} />
            </FormField>
            <FormField id="home-lastName" label="Last name">
              <input id="home-lastName" name="lastName" autoComplete="family-name" className={inputClass()} />
            </FormField>
            <FormField id="home-phone" label="Phone">
              <input id="home-phone" name="phone" type="tel" autoComplete="tel" className={inputClass()} />
            </FormField>
            <FormField id="home-email" label="E-mail">
              <input id="home-email" name="email" type="email" autoComplete="email" className={inputClass()} />
            </FormField>
          </div>
          <FormField id="home-serviceType" label="Service type">
            <select id="home-serviceType" name="serviceType" className={inputClass()} defaultValue="">
              <option value="">Choose a service</option>
              {contactSection.serviceTypes.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="home-message" label="Message">
            <textarea id="home-message" name="message" rows={4} className={inputClass()} />
          </FormField>
          <button
            type="submit"
            disabled={status.kind === 'sending'}
            className="w-full rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800 disabled:opacity-70"
          >
            {status.kind === 'sending' ? 'Sending...' : 'Send Message'}
          </button>
          <div aria-live="polite">
            {status.kind === 'sent' && (
              <p className="flex items-center gap-2 rounded-lg bg-green-50 p-3 text-sm font-medium text-green-800">
                <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
                {status.message}
              </p>
            )}
            {status.kind === 'failed' && <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">{status.message}</p>}
          </div>
        </form>
      </div>
    </section>
  );
}
