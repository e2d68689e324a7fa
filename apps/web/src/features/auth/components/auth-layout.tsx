import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { brand } from '../../../content/brand';

const stats = [
  { value: '50K+', label: 'Shipments delivered' },
  { value: '200+', label: 'Countries served' },
  { value: '99.9%', label: 'On-time rate' },
  { value: '24/7', label: 'Live support' },
];

/** Split screen, marketing stats on the left (stacked above the form on phones). */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="grid min-h-screen grid-rows-[auto_1fr] lg:grid-cols-2 lg:grid-rows-1">
      <aside className="bg-gradient-to-br from-blue-900 to-slate-900 px-6 py-8 text-white lg:px-12 lg:py-16">
        <Link to="/" className="text-xl font-extrabold tracking-tight">
          {brand.name}
        </Link>
        <h2 className="mt-6 hidden text-3xl font-bold lg:block">Ship smarter, track every mile.</h2>
        <p className="mt-3 hidden max-w-md text-blue-100 lg:block">{brand.description}</p>
        <dl className="mt-6 grid grid-cols-4 gap-2 lg:mt-12 lg:grid-cols-2 lg:gap-6">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-white/10 p-2 text-center lg:p-5">
              <dt className="text-[11px] text-blue-100 lg:text-sm">{stat.label}</dt>
              <dd className="text-base font-extrabold lg:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </aside>
      <div className="flex items-start justify-center px-4 py-8 sm:px-8 lg:items-center lg:py-16">
        <div className="w-full max-w-lg">
          <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
          {subtitle && <p className="mt-2 text-slate-700">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </div>
  );
}
