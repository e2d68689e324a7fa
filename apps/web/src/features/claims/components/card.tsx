import type { ReactNode } from 'react';

/** The claims screens' white card, as the booking page draws its sections. */
export function Card({ title, children, action, testId }: { title: string; children: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <section className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
