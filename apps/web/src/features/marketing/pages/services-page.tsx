import { useState } from 'react';
import { CheckList } from '../components/check-list';
import { CtaBand } from '../components/cta-band';
import { FilterButtons } from '../components/filter-buttons';
import { PageHero } from '../components/page-hero';
import { SectionHeading } from '../components/section-heading';
import { StatGrid } from '../components/stat-grid';
import {
  coreServices,
  processSteps,
  SERVICE_CATEGORIES,
  serviceCategoryLabels,
  servicesCta,
  servicesHero,
  servicesStats,
  specializedServices,
  type CoreService,
  type ServiceCategory,
} from '../../../content/services';
import { usePageTitle } from '../../../lib/use-page-title';
import { filterByCategory } from '../lib/filters';

const colours: Record<CoreService['color'], string> = {
  blue: 'bg-blue-100 text-blue-800',
  teal: 'bg-teal-100 text-teal-800',
  amber: 'bg-amber-100 text-amber-900',
  violet: 'bg-violet-100 text-violet-800',
  rose: 'bg-rose-100 text-rose-800',
  green: 'bg-green-100 text-green-800',
};

export function ServicesPage() {
  usePageTitle('Services');
  const [category, setCategory] = useState<ServiceCategory>('all');
  const shown = filterByCategory(coreServices, category, 'all');

  return (
    <>
      <PageHero eyebrow={servicesHero.eyebrow} title={servicesHero.title} lead={servicesHero.lead} />

      <section aria-label="Service statistics" className="-mt-8 relative">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <StatGrid stats={servicesStats} label="Our service in numbers" />
        </div>
      </section>

      <section aria-labelledby="core-title" className="bg-white py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="core-title" eyebrow="Core Services" title="Everything you need to move goods" />
          <div className="mt-10">
            <FilterButtons
              options={SERVICE_CATEGORIES}
              value={category}
              onChange={setCategory}
              label="Filter services by category"
              getLabel={(value) => serviceCategoryLabels[value]}
            />
          </div>
          <p className="sr-only" aria-live="polite">
            {shown.length} services shown
          </p>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="core-services">
            {shown.map((service) => (
              <li key={service.id} id={service.id} className="flex">
                <article className="flex w-full flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200" data-category={service.category}>
                  <span className={`grid h-12 w-12 place-items-center rounded-xl ${colours[service.color]}`}>
                    <service.icon className="h-6 w-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-5 text-xl font-bold text-slate-900">{service.title}</h3>
                  <p className="mt-1 text-xs font-semibold uppercase tracking-wider text-slate-600">{serviceCategoryLabels[service.category]}</p>
                  <p className="mt-3 leading-7 text-slate-700">{service.description}</p>
                  <CheckList items={service.features} className="mt-4 flex-1 text-slate-800" />
                  <p className="mt-5 border-t border-slate-200 pt-4 font-semibold text-blue-800">{service.pricing}</p>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="process-title" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="process-title" eyebrow="How It Works" title="Four steps from booking to delivery" />
          <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {processSteps.map((step) => (
              <li key={step.step} className="relative rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
                <span className="text-5xl font-extrabold text-blue-700" aria-hidden="true">
                  {String(step.step).padStart(2, '0')}
                </span>
                <step.icon className="absolute right-7 top-7 h-7 w-7 text-blue-700" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-bold text-slate-900">
                  <span className="sr-only">Step {step.step}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 leading-7 text-slate-700">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="specialized-title" className="bg-white py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="specialized-title" eyebrow="Specialized Services" title="Extra care where it counts" />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {specializedServices.map((service) => (
              <li key={service.id} id={service.id} className="rounded-2xl bg-gradient-to-br from-slate-50 to-blue-50 p-7 ring-1 ring-slate-200">
                <service.icon className="h-8 w-8 text-blue-700" aria-hidden="true" />
                <h3 className="mt-4 text-xl font-bold text-slate-900">{service.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{service.description}</p>
                <CheckList items={service.features} className="mt-4 text-slate-800" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand {...servicesCta} />
    </>
  );
}
