import type { BillingPeriod } from '../../../content/pricing';

const options: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
];

export function BillingToggle({ value, onChange }: { value: BillingPeriod; onChange: (value: BillingPeriod) => void }) {
  return (
    <div role="group" aria-label="Billing period" className="inline-flex rounded-full bg-white/10 p-1 ring-1 ring-white/20">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`rounded-full px-5 py-2 text-sm font-semibold transition-colors ${
            value === option.value ? 'bg-white text-blue-900 shadow' : 'text-white hover:bg-white/10'
          }`}
        >
          {option.label}
          {option.value === 'annual' && <span className="ml-2 rounded-full bg-amber-300 px-2 py-0.5 text-xs text-slate-950">-20%</span>}
        </button>
      ))}
    </div>
  );
}
