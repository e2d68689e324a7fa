import { ArrowRight, MapPinned } from 'lucide-react';
import { Link } from 'react-router-dom';
import { story } from '../../../content/home';

export function StorySection() {
  return (
    <section id="about" aria-labelledby="about-title" className="bg-white py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-blue-800">{story.eyebrow}</p>
          <h2 id="about-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {story.title}
          </h2>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-8 text-slate-700">
              {paragraph}
            </p>
          ))}
          <Link to={story.link.to} className="mt-6 inline-flex items-center gap-2 font-semibold text-blue-800 hover:underline">
            {story.link.label}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
        <div className="rounded-3xl bg-gradient-to-br from-teal-50 to-blue-50 p-8 ring-1 ring-slate-200">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <MapPinned className="h-5 w-5 text-blue-700" aria-hidden="true" />
            {story.coverage}
          </p>
          <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-slate-700">Temperature ranges we hold</h3>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            {story.highlights.map((item) => (
              <div key={item.label} className="flex flex-col-reverse rounded-2xl bg-white p-5 text-center shadow-sm">
                <dt className="mt-1 text-sm text-slate-700">{item.label}</dt>
                <dd className="text-2xl font-extrabold text-teal-800">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
