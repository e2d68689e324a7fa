import { describe, expect, it } from 'vitest';
import { payAsYouGo, plans } from '../../../content/pricing';
import { formatUsd, planPrice } from './pricing';

const byName = (name: string) => {
  const plan = plans.find((candidate) => candidate.name === name);
  if (!plan) throw new Error(`no plan ${name}`);
  return plan;
};

describe('planPrice', () => {
  it('when billing is monthly, then Starter is $29 and Professional $89 with no yearly total', () => {
    expect(planPrice(byName('Starter'), 'monthly')).toEqual({ display: '$29', perMonth: 29, yearlyTotal: null });
    expect(planPrice(byName('Professional'), 'monthly')).toEqual({ display: '$89', perMonth: 89, yearlyTotal: null });
  });

  it('when billing is annual, then Starter shows 23 a month and 276 a year, Professional 71 and 852', () => {
    expect(planPrice(byName('Starter'), 'annual')).toEqual({ display: '$23', perMonth: 23, yearlyTotal: 276 });
    expect(planPrice(byName('Professional'), 'annual')).toEqual({ display: '$71', perMonth: 71, yearlyTotal: 852 });
  });

  it('when the plan is Enterprise, then it shows Custom in both periods', () => {
    expect(planPrice(byName('Enterprise'), 'monthly').display).toBe('Custom');
    expect(planPrice(byName('Enterprise'), 'annual')).toEqual({ display: 'Custom', perMonth: null, yearlyTotal: null });
  });

  it('marks only Professional as most popular', () => {
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(['Professional']);
  });
});

describe('formatUsd', () => {
  it('prints the six pay-as-you-go prices with their units', () => {
    expect(payAsYouGo.map((item) => `${item.name} ${formatUsd(item.price)} ${item.unit}`)).toEqual([
      'Domestic Ground $8.99 per package',
      'Express Overnight $24.99 per package',
      'International Standard $19.99 per package',
      'International Express $49.99 per package',
      'Freight $89.99 per 100 lbs',
      'Warehouse Storage $2.50 per sq ft/month',
    ]);
  });
});
