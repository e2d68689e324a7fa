import type { ReactNode } from 'react';

/** The white card the booking flow's pages (confirmation, quotation, payment) are built from. */
export function BookingCard({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A label over its value, inside a `<dl>`. */
export function BookingItem({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="font-semibold break-words text-slate-900">{value}</dd>
    </div>
  );
}
