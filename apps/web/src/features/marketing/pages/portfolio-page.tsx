import { CalendarDays, MapPin } from 'lucide-react';
import { useState } from 'react';
import { CtaBand } from '../components/cta-band';
import { FilterButtons } from '../components/filter-buttons';
import { PageHero } from '../components/page-hero';
import { PORTFOLIO_CATEGORIES, portfolioCta, portfolioHero, projects, type PortfolioCategory } from '../../../content/portfolio';
import { usePageTitle } from '../../../lib/use-page-title';
import { IllustrationTile } from '../components/illustration-tile';
import { filterByCategory } from '../lib/filters';

export function PortfolioPage() {
  usePageTitle('Portfolio');
  const [category, setCategory] = useState<PortfolioCategory>('All');
  const shown = filterByCategory(projects, category, 'All');

  return (
    <>
      <PageHero eyebrow={portfolioHero.eyebrow} title={portfolioHero.title} lead={portfolioHero.lead} />
      <section aria-labelledby="projects-title" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="projects-title" className="sr-only">
            Projects
          </h2>
          <FilterButtons options={PORTFOLIO_CATEGORIES} value={category} onChange={setCategory} label="Filter projects by category" />
          <p className="sr-only" aria-live="polite">
            {shown.length} projects shown
          </p>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="projects">
            {shown.map((project) => (
              <li key={project.id} className="flex">
                <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                  <IllustrationTile picture={project.image} />
                  <div className="flex flex-1 flex-col p-6">
                    <p className="w-fit rounded-full bg-blue-100 px-3 py-1 text-xs font-semibold text-blue-900">{project.category}</p>
                    <h3 className="mt-3 text-xl font-bold text-slate-900">{project.title}</h3>
                    <p className="mt-2 flex-1 leading-7 text-slate-700">{project.description}</p>
                    <div className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
                      <span className="flex items-center gap-1.5">
                        <MapPin className="h-4 w-4" aria-hidden="true" />
                        {project.location}
                      </span>
                      <span className="flex items-center gap-1.5">
                        <CalendarDays className="h-4 w-4" aria-hidden="true" />
                        {project.date}
                      </span>
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand {...portfolioCta} />
    </>
  );
}
