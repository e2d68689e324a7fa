import { CUSTOM_PRICE_LABEL, type BillingPeriod, type Plan } from '../../../content/pricing';

export interface PlanPrice {
  /** '$29', '$23' or 'Custom'. */
  display: string;
  perMonth: number | null;
  /** On annual billing, the monthly price times 12. */
  yearlyTotal: number | null;
}

export function planPrice(plan: Plan, period: BillingPeriod): PlanPrice {
  const perMonth = period === 'annual' ? plan.annualPrice : plan.monthlyPrice;
  if (perMonth === null) return { display: CUSTOM_PRICE_LABEL, perMonth: null, yearlyTotal: null };
  return {
    display: formatUsd(perMonth),
    perMonth,
    yearlyTotal: period === 'annual' ? perMonth * 12 : null,
  };
}

/** Whole dollars without decimals, cents with two ($8.99, $2.50). */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}
