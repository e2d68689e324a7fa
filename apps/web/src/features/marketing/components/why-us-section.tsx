import { ButtonLink } from '../../../components/ui/button-link';
import { ResponsiveCarousel } from './carousel';
import { SectionHeading } from './section-heading';
import { whyUs, whyUsCards, WHY_US_INTERVAL_MS } from '../../../content/home';

export function WhyUsSection() {
  return (
    <section id="whyus" aria-labelledby="whyus-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="whyus-title" eyebrow={whyUs.eyebrow} title={whyUs.title} lead={whyUs.lead} />
        <div className="mt-12">
          <ResponsiveCarousel
            items={whyUsCards}
            intervalMs={WHY_US_INTERVAL_MS}
            label="Why choose us"
            testId="whyus-carousel"
            getKey={(card) => card.title}
            gridClassName="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
            renderItem={(card) => (
              <article className="w-full rounded-2xl bg-slate-50 p-7 ring-1 ring-slate-200">
                <span className="grid h-12 w-12 place-items-center rounded-xl bg-blue-700 text-white">
                  <card.icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-slate-900">{card.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{card.description}</p>
              </article>
            )}
          />
        </div>
        <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={whyUs.primaryCta.to}>{whyUs.primaryCta.label}</ButtonLink>
          <ButtonLink to={whyUs.secondaryCta.to} variant="secondary">
            {whyUs.secondaryCta.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
