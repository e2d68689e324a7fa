import { Check } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-link';
import { ANNUAL_SAVINGS_NOTE, type BillingPeriod, type Plan } from '../../../content/pricing';
import { formatUsd, planPrice } from '../lib/pricing';
import { Link } from 'react-router-dom';

export function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const price = planPrice(plan, period);
  return (
    <article
      aria-labelledby={`plan-${plan.name}`}
      data-testid={`plan-${plan.name.toLowerCase()}`}
      className={`relative flex w-full flex-col rounded-2xl bg-white p-8 shadow-sm ${
        plan.popular ? 'ring-2 ring-blue-700 lg:-mt-4 lg:mb-4 lg:shadow-xl' : 'ring-1 ring-slate-200'
      }`}
    >
      {plan.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-blue-700 px-4 py-1 text-xs font-bold uppercase tracking-wider text-white">
          Most Popular
        </p>
      )}
      <h3 id={`plan-${plan.name}`} className="text-xl font-bold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-2 text-slate-700">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-5xl font-extrabold tracking-tight text-slate-900" data-testid="plan-price">
          {price.display}
        </span>
        {price.perMonth !== null && <span className="text-slate-700">/month</span>}
      </p>
      <div className="mt-2 min-h-12 text-sm">
        {price.yearlyTotal !== null ? (
          <>
            <p className="font-semibold text-slate-800" data-testid="plan-yearly">
              {formatUsd(price.yearlyTotal)} billed yearly
            </p>
            <p className="font-semibold text-green-800">{ANNUAL_SAVINGS_NOTE}</p>
          </>
        ) : (
          <p className="text-slate-700">{price.perMonth === null ? 'Tailored to your volume' : 'Billed monthly'}</p>
        )}
      </div>
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-slate-800">
            <Check className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Link to={plan.cta.to} className={`mt-8 w-full ${buttonClass(plan.popular ? 'primary' : 'secondary')}`}>
        {plan.cta.label}
        <span className="sr-only"> with the {plan.name} plan</span>
      </Link>
    </article>
  );
}
