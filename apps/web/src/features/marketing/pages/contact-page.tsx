import { Clock, Mail, MapPin, Phone, Siren, type LucideIcon } from 'lucide-react';
import { PageHero } from '../components/page-hero';
import { telHref } from '../../../content/brand';
import { contactHero, contactInfoCards, emergency } from '../../../content/contact';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContactForm } from '../components/contact-form';

const icons: Record<(typeof contactInfoCards)[number]['kind'], LucideIcon> = {
  office: MapPin,
  phone: Phone,
  email: Mail,
  hours: Clock,
};

const [emergencyMailbox, emergencyDomain] = emergency.email.split('@');

export function ContactPage() {
  usePageTitle('Contact');
  return (
    <>
      <PageHero eyebrow={contactHero.eyebrow} title={contactHero.title} lead={contactHero.lead} />
      <section aria-label="Contact details" className="relative -mt-8">
        <ul className="mx-auto grid max-w-7xl gap-4 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8" data-testid="contact-cards">
          {contactInfoCards.map((card) => {
            const Icon = icons[card.kind];
            return (
              <li key={card.kind} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="grid h-11 w-11 place-items-center rounded-xl bg-blue-100 text-blue-800">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <h2 className="mt-4 text-lg font-bold text-slate-900">{card.title}</h2>
                {card.lines.map((line) => (
                  <p key={line} className="mt-1 break-words text-sm text-slate-700">
                    {line}
                  </p>
                ))}
              </li>
            );
          })}
        </ul>
      </section>
      <section className="bg-white py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
          <div className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8 lg:col-span-2">
            <ContactForm />
          </div>
          <aside aria-labelledby="emergency-title" className="h-fit rounded-2xl bg-red-50 p-6 ring-1 ring-red-200 sm:p-8">
            <Siren className="h-9 w-9 text-red-700" aria-hidden="true" />
            <h2 id="emergency-title" className="mt-4 text-xl font-bold text-red-900">
              {emergency.title}
            </h2>
            <p className="mt-2 leading-7 text-red-900">{emergency.lead}</p>
            <p className="mt-5 text-sm font-semibold uppercase tracking-wider text-red-800">Hotline</p>
            <a href={telHref(emergency.hotline)} className="text-xl font-bold text-red-900 hover:underline">
              {emergency.hotline}
            </a>
            <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-red-800">E-mail</p>
            <a href={`mailto:${emergency.email}`} className="font-semibold [overflow-wrap:anywhere] text-red-900 hover:underline">
              {/* A narrow column wraps the address after the @, not inside the domain. */}
              {emergencyMailbox}@<wbr />
              <span className="whitespace-nowrap">{emergencyDomain}</span>
            </a>
          </aside>
        </div>
      </section>
    </>
  );
}
