import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { brand } from '../../content/brand';

/** The bar and page frame of a staff area (operator console, driver jobs): no site header or footer there. */
export function AreaFrame({ area, children }: { area: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50 pb-24">
      <header className="bg-slate-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <Link to="/" className="text-lg font-extrabold">
            {brand.name}
          </Link>
          <p className="text-sm font-semibold uppercase tracking-widest text-slate-300">{area}</p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">{children}</div>
    </div>
  );
}
