import { brand, coverageSentence } from './brand';

export type BillingPeriod = 'monthly' | 'annual';

export interface Plan {
  name: string;
  /** USD per month; null means the price is agreed individually (shown as Custom). */
  monthlyPrice: number | null;
  annualPrice: number | null;
  description: string;
  features: string[];
  popular: boolean;
  cta: { label: string; to: string };
}

// The three plans.
export const plans: Plan[] = [
  {
    name: 'Starter',
    monthlyPrice: 29,
    annualPrice: 23,
    description: 'For small businesses shipping every week.',
    features: ['Up to 50 shipments/month', 'Real-time tracking', 'E-mail support with 24 h response', 'Standard delivery insurance'],
    popular: false,
    cta: { label: 'Start Free Trial', to: '/auth/signup' },
  },
  {
    name: 'Professional',
    monthlyPrice: 89,
    annualPrice: 71,
    description: 'For growing teams with daily volume.',
    features: [
      'Up to 500 shipments/month',
      '4 h phone support',
      '15% bulk discount',
      'Cold-chain monitoring',
      'Reports and analytics',
    ],
    popular: true,
    cta: { label: 'Start Free Trial', to: '/auth/signup' },
  },
  {
    name: 'Enterprise',
    monthlyPrice: null,
    annualPrice: null,
    description: 'For large shippers with custom needs.',
    features: ['Unlimited shipments', '1 h support response', '99.9% SLA', `Coverage in ${brand.coverage.international.phrase}`, 'Dedicated account manager'],
    popular: false,
    cta: { label: 'Contact Sales', to: '/contact' },
  },
];

export const ANNUAL_SAVINGS_NOTE = 'Save 20% with annual billing';
export const CUSTOM_PRICE_LABEL = 'Custom';

export interface PayAsYouGoItem {
  name: string;
  price: number;
  unit: string;
}

// The pay-as-you-go price list.
export const payAsYouGo: PayAsYouGoItem[] = [
  { name: 'Domestic Ground', price: 8.99, unit: 'per package' },
  { name: 'Express Overnight', price: 24.99, unit: 'per package' },
  { name: 'International Standard', price: 19.99, unit: 'per package' },
  { name: 'International Express', price: 49.99, unit: 'per package' },
  { name: 'Freight', price: 89.99, unit: 'per 100 lbs' },
  { name: 'Warehouse Storage', price: 2.5, unit: 'per sq ft/month' },
];

export interface FaqItem {
  question: string;
  answer: string;
}

export const faqs: FaqItem[] = [
  {
    question: 'Is there a free trial?',
    answer: 'Yes. Every plan starts with a 14-day free trial, and no credit card is required to begin.',
  },
  {
    question: 'How does annual billing work?',
    answer: 'Pay for twelve months up front and save 20%: Starter costs $23 a month ($276 a year) and Professional $71 a month ($852 a year).',
  },
  {
    question: 'What happens if I ship more than my plan allows?',
    answer: 'Nothing stops: each extra shipment beyond your monthly allowance is billed at a small overage fee on your next invoice.',
  },
  {
    question: 'Can I change or cancel my plan?',
    answer: 'Upgrade or downgrade at any time from your dashboard. Changes apply from your next billing cycle.',
  },
  {
    question: 'Do you offer refunds?',
    answer: 'Yes. If you are not satisfied, we offer a 30-day money-back guarantee on every paid plan.',
  },
  {
    question: 'Where do you deliver?',
    answer: `${coverageSentence({ capitalised: true })}. Enterprise plans include every destination.`,
  },
];

export const pricingHero = {
  eyebrow: 'Pricing',
  title: 'Simple, transparent pricing',
  lead: 'Choose a plan that fits your shipping volume, or pay as you go. Every plan includes real-time tracking.',
};

export const pricingCta = {
  title: 'Start shipping with a 14-day free trial',
  lead: 'No credit card required. 30-day money-back guarantee on every paid plan.',
  primary: { label: 'Start Free Trial', to: '/auth/signup' },
  secondary: { label: 'Talk to Sales', to: '/contact' },
};

export const OVERAGE_NOTE = 'An overage fee applies per shipment beyond your plan allowance.';
