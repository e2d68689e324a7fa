import { CtaBand } from '../components/cta-band';
import { InitialsAvatar } from '../components/initials-avatar';
import { PageHero } from '../components/page-hero';
import { SectionHeading } from '../components/section-heading';
import { StatGrid } from '../components/stat-grid';
import { brand } from '../../../content/brand';
import { aboutCta, aboutHero, aboutStats, achievements, leadership, timeline, valueCards } from '../../../content/about';
import { usePageTitle } from '../../../lib/use-page-title';

export function AboutPage() {
  usePageTitle('About');
  return (
    <>
      <PageHero eyebrow={aboutHero.eyebrow} title={aboutHero.title} lead={aboutHero.lead} />

      <section aria-label="Company statistics" className="relative -mt-8">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <StatGrid stats={aboutStats} label={`${brand.name} in numbers`} />
        </div>
      </section>

      <section aria-labelledby="values-title" className="bg-white py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="values-title" eyebrow="What Drives Us" title="Mission, vision and the standards we keep" />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {valueCards.map((card) => (
              <li key={card.title} className="rounded-2xl bg-slate-50 p-7 ring-1 ring-slate-200">
                <span className="grid h-12 w-12 place-items-center rounded-xl bg-blue-700 text-white">
                  <card.icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-slate-900">{card.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{card.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="timeline-title" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="timeline-title" eyebrow="Our Journey" title={`From three trucks to ${brand.coverage.international.phrase}`} />
          <ol className="relative mt-12 space-y-8 border-l-2 border-blue-200 pl-8" data-testid="timeline">
            {timeline.map((item) => (
              <li key={item.year} className="relative">
                <span className="absolute -left-[42px] top-1 h-5 w-5 rounded-full border-4 border-white bg-blue-700 shadow" aria-hidden="true" />
                <p className="text-sm font-bold text-blue-800">{item.year}</p>
                <h3 className="text-lg font-bold text-slate-900">{item.title}</h3>
                <p className="mt-1 leading-7 text-slate-700">{item.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="achievements-title" className="bg-white py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="achievements-title" eyebrow="Achievements" title="Recognised for getting it right" />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {achievements.map((item) => (
              <li key={item.title} className="rounded-2xl p-7 text-center ring-1 ring-slate-200">
                <item.icon className="mx-auto h-10 w-10 text-amber-600" aria-hidden="true" />
                <h3 className="mt-4 font-bold text-slate-900">{item.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="leadership-title" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="leadership-title" eyebrow="Leadership" title="Meet the leadership team" />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {leadership.map((person) => (
              <li key={person.name} className="rounded-2xl bg-white p-7 text-center shadow-sm ring-1 ring-slate-200">
                <InitialsAvatar initials={person.initials} size="lg" />
                <h3 className="mt-4 text-lg font-bold text-slate-900">{person.name}</h3>
                <p className="text-sm font-semibold text-blue-800">{person.position}</p>
                <p className="mt-3 text-sm leading-6 text-slate-700">{person.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand {...aboutCta} />
    </>
  );
}
