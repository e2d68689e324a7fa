import { Package } from 'lucide-react';
import { useState } from 'react';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-hero';
import { SectionHeading } from '../components/section-heading';
import { faqs, OVERAGE_NOTE, payAsYouGo, plans, pricingCta, pricingHero, type BillingPeriod } from '../../../content/pricing';
import { usePageTitle } from '../../../lib/use-page-title';
import { BillingToggle } from '../components/billing-toggle';
import { FaqAccordion } from '../components/faq-accordion';
import { PlanCard } from '../components/plan-card';
import { formatUsd } from '../lib/pricing';

export function PricingPage() {
  usePageTitle('Pricing');
  // Monthly by default.
  const [period, setPeriod] = useState<BillingPeriod>('monthly');

  return (
    <>
      <PageHero eyebrow={pricingHero.eyebrow} title={pricingHero.title} lead={pricingHero.lead}>
        <div className="mt-8">
          <BillingToggle value={period} onChange={setPeriod} />
        </div>
      </PageHero>

      <section aria-labelledby="plans-title" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="plans-title" className="sr-only">
            Plans
          </h2>
          <ul className="grid gap-8 lg:grid-cols-3">
            {plans.map((plan) => (
              <li key={plan.name} className="flex">
                <PlanCard plan={plan} period={period} />
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center text-sm text-slate-700">{OVERAGE_NOTE}</p>
        </div>
      </section>

      <section aria-labelledby="payg-title" className="bg-white py-20">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="payg-title" eyebrow="No subscription" title="Pay as you go" lead="Ship occasionally? Pay only for what you send." />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="payg-list">
            {payAsYouGo.map((item) => (
              <li key={item.name} className="flex items-center gap-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
                <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-blue-100 text-blue-800">
                  <Package className="h-5 w-5" aria-hidden="true" />
                </span>
                <div>
                  <p className="font-semibold text-slate-900">{item.name}</p>
                  <p className="text-slate-700">
                    <span className="text-lg font-bold text-blue-800">{formatUsd(item.price)}</span> {item.unit}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
          <div className="mt-10">
            <FaqAccordion items={faqs} />
          </div>
        </div>
      </section>

      <CtaBand {...pricingCta} />
    </>
  );
}
