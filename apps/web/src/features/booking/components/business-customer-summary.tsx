import { BadgeCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { BusinessCustomer } from '../lib/business-customer';

/** The Customer step for a verified business: who books, from its approved profile, with a way to book as someone else. */
export function BusinessCustomerSummary({ business, onChange }: { business: BusinessCustomer; onChange: () => void }) {
  return (
    <section aria-labelledby="business-customer-title" className="rounded-xl border border-emerald-200 bg-emerald-50/60 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id="business-customer-title" className="flex items-center gap-2 font-semibold text-slate-900">
          <BadgeCheck aria-hidden="true" className="h-5 w-5 text-emerald-700" />
          Booking as your verified business
        </h3>
        <Button variant="secondary" onClick={onChange}>
          Change
        </Button>
      </div>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-slate-600">Business</dt>
          <dd className="font-medium break-words text-slate-900">{business.name}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-600">Customer type</dt>
          <dd className="font-medium text-slate-900">Business</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-600">Contact phone</dt>
          <dd className="font-medium break-words text-slate-900">{business.phone}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-600">Email</dt>
          <dd className="font-medium break-all text-slate-900">{business.email}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">From your verified business details. Change them to book for another customer.</p>
    </section>
  );
}
