import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { brand } from '../../../content/brand';

export function OnboardingLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-gradient-to-r from-blue-900 to-slate-900 px-4 py-4 text-white sm:px-6">
        <Link to="/" className="text-lg font-extrabold">
          {brand.name}
        </Link>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-2 text-slate-700">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
