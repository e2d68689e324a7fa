import { CheckList } from './check-list';
import { SectionHeading } from './section-heading';
import { serviceStories, type ServiceStory } from '../../../content/home';

const tones: Record<ServiceStory['tone'], string> = {
  green: 'bg-green-100 text-green-800',
  rose: 'bg-rose-100 text-rose-800',
  amber: 'bg-amber-100 text-amber-900',
  blue: 'bg-blue-100 text-blue-800',
};

export function ServiceStoriesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="services-title"
          eyebrow="Impact Stories"
          title="What we move, and why it matters"
          lead="Four kinds of cargo, one standard: it arrives the way it left."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {serviceStories.map((item) => (
            <li key={item.title} className="flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center gap-4">
                <span className={`grid h-14 w-14 place-items-center rounded-2xl ${tones[item.tone]}`}>
                  <item.icon className="h-7 w-7" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-xl font-bold text-slate-900">{item.title}</h3>
                  <p className="text-sm font-medium text-slate-700">{item.subtitle}</p>
                </div>
              </div>
              <p className="mt-5 leading-7 text-slate-700">{item.story}</p>
              <p className="mt-4 rounded-lg bg-blue-50 px-4 py-2 text-sm font-semibold text-blue-900">{item.impact}</p>
              <CheckList items={item.examples} className="mt-4 text-slate-700" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
