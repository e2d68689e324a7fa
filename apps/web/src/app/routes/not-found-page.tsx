import { Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Compass className="h-14 w-14 text-blue-700" aria-hidden="true" />
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-blue-800">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-4 text-slate-700">The page you are looking for has moved or never existed.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800">
          Back to home
        </Link>
        <Link to="/contact" className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50">
          Contact support
        </Link>
      </div>
    </section>
  );
}
