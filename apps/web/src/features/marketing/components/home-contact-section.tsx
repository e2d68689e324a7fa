// The messages alone: a value import of the whole contracts would put zod in every page's first load (the 150 KB budget, decision 0015).
import { MESSAGES } from '@meridian/contracts/messages';
import { Mail, Phone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button-link';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { brand, telHref } from '../../../content/brand';
import { contactSection } from '../../../content/home';
import { ApiError, messageOr } from '../../../lib/api-client';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

interface EnquiryValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  serviceType: string;
  message: string;
}
type EnquiryField = keyof EnquiryValues;

// Which of the section's fields shows each contact-message field's error: the name is composed from first and last
// name (its error sits by First name) and the subject from the service type.
const FIELD_FOR_PATH: Record<string, EnquiryField> = {
  name: 'firstName',
  email: 'email',
  phone: 'phone',
  subject: 'serviceType',
  message: 'message',
};
// Marked as the contact contract requires them (name, email, message); the subject is always composed.
const REQUIRED: ReadonlySet<EnquiryField> = new Set(['firstName', 'email', 'message']);
const FORM_ORDER: readonly EnquiryField[] = ['firstName', 'lastName', 'phone', 'email', 'serviceType', 'message'];

function readValues(form: FormData): EnquiryValues {
  const text = (name: EnquiryField) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    phone: text('phone'),
    email: text('email'),
    serviceType: text('serviceType'),
    message: text('message'),
  };
}

/**
 * The home page's variant of the contact form; the browser checks only its input types, and the contact
 * endpoint it is sent through checks the rest, its field errors shown beside the fields here. Plain state rather
 * than react-hook-form keeps the home page's first load within its budget (decision 0015).
 */
export function HomeContactSection() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [errors, setErrors] = useState<Partial<Record<EnquiryField, string>>>({});

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const values = readValues(new FormData(formElement));
    const service = contactSection.serviceTypes.find((option) => option.value === values.serviceType);
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      // Loaded on demand so the home page does not carry the contracts and their validator up front.
      const [{ sendContactMessage }, { CONTACT_SUCCESS_MESSAGE }] = await Promise.all([
        import('../api/send-contact-message'),
        import('@meridian/contracts'),
      ]);
      await sendContactMessage({
        name: `${values.firstName} ${values.lastName}`.trim(),
        email: values.email,
        ...(values.phone ? { phone: values.phone } : {}),
        subject: service ? `Partnership enquiry: ${service.label}` : 'Partnership enquiry',
        message: values.message,
      });
      formElement.reset();
      setStatus({ kind: 'sent', message: CONTACT_SUCCESS_MESSAGE });
    } catch (error) {
      setStatus({ kind: 'failed', message: messageOr(error, MESSAGES.connectionError) });
      if (error instanceof ApiError) markRefusedFields(error.fields);
    }
  };

  // Each field the server refused is marked beside it, and the first one (in form order) is focused (decision 0014).
  function markRefusedFields(fields: Record<string, string>) {
    const refused: Partial<Record<EnquiryField, string>> = {};
    for (const [path, message] of Object.entries(fields)) {
      const field = FIELD_FOR_PATH[path];
      if (field) refused[field] ??= message;
    }
    setErrors(refused);
    const first = FORM_ORDER.find((field) => refused[field]);
    if (first) document.getElementById(`home-${first}`)?.focus();
  }

  const control = (field: EnquiryField) => ({
    id: `home-${field}`,
    name: field,
    className: inputClass(Boolean(errors[field])),
    'aria-required': REQUIRED.has(field) ? true : undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `home-${field}-error` : undefined,
  });
  const fieldProps = (field: EnquiryField, label: string) => ({
    id: `home-${field}`,
    label,
    required: REQUIRED.has(field),
    error: errors[field],
  });

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

        <form onSubmit={(event) => void handleSubmit(event)} className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-3" aria-label="Partnership enquiry">
          <p className="text-sm text-slate-700">
            Fields marked <span className="text-red-700">*</span> are required.
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField {...fieldProps('firstName', 'First name')}>
              <input autoComplete="given-name" {...control('firstName')} />
            </FormField>
            <FormField {...fieldProps('lastName', 'Last name')}>
              <input autoComplete="family-name" {...control('lastName')} />
            </FormField>
            <FormField {...fieldProps('phone', 'Phone')}>
              <input type="tel" autoComplete="tel" {...control('phone')} />
            </FormField>
            <FormField {...fieldProps('email', 'E-mail')}>
              <input type="email" autoComplete="email" {...control('email')} />
            </FormField>
          </div>
          <FormField {...fieldProps('serviceType', 'Service type')}>
            <select defaultValue="" {...control('serviceType')}>
              <option value="">Choose a service</option>
              {contactSection.serviceTypes.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField {...fieldProps('message', 'Message')}>
            <textarea rows={4} {...control('message')} />
          </FormField>
          <button
            type="submit"
            disabled={status.kind === 'sending'}
            className="w-full rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800 disabled:opacity-70"
          >
            {status.kind === 'sending' ? 'Sending...' : 'Send Message'}
          </button>
          <div aria-live="polite">
            {status.kind === 'sent' && <Alert tone="success">{status.message}</Alert>}
            {status.kind === 'failed' && <Alert tone="error">{status.message}</Alert>}
          </div>
        </form>
      </div>
    </section>
  );
}
