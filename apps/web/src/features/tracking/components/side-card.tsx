import type { ReactNode } from 'react';

/** One white card of the tracking page's side column. */
export function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="flex items-center gap-2 text-base font-bold text-slate-900">
        {icon} {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
