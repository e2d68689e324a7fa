import {
  Boxes,
  ClipboardCheck,
  FileCheck2,
  Package,
  PackageCheck,
  Plane,
  RotateCcw,
  Route,
  ShieldCheck,
  ThermometerSnowflake,
  Truck,
  Warehouse,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { INSURANCE_TERMS } from '@meridian/contracts/quote-terms';
import { brand } from './brand';

export const servicesHero = {
  eyebrow: 'Our Services',
  title: 'Logistics services built around your cargo',
  lead: 'Road freight, express courier, international shipping and warehousing — each available with temperature control and live tracking.',
};

export const servicesStats = [
  { number: brand.coverage.international.count, label: `${brand.coverage.international.label} Served` },
  { number: '99.9%', label: 'Delivery Success' },
  { number: '150+', label: 'Fleet Vehicles' },
  { number: '24/7', label: 'Operations' },
] as const;

// The services filter values, default all.
export const SERVICE_CATEGORIES = ['all', 'freight', 'delivery', 'international', 'warehouse'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export const serviceCategoryLabels: Record<ServiceCategory, string> = {
  all: 'All Services',
  freight: 'Freight',
  delivery: 'Delivery',
  international: 'International',
  warehouse: 'Warehouse',
};

export interface CoreService {
  id: string;
  title: string;
  category: Exclude<ServiceCategory, 'all'>;
  description: string;
  features: string[];
  pricing: string;
  color: 'blue' | 'teal' | 'amber' | 'violet' | 'rose' | 'green';
  icon: LucideIcon;
}

export const coreServices: CoreService[] = [
  {
    id: 'freight',
    title: 'Road Freight',
    category: 'freight',
    description: 'Full and part truckloads on our own fleet, from 1-ton vans to 20-ton trucks.',
    features: ['FTL and LTL loads', 'Dedicated drivers', 'Proof of delivery'],
    pricing: 'From $89.99 per 100 lbs',
    color: 'blue',
    icon: Truck,
  },
  {
    id: 'cold-chain',
    title: 'Cold-Chain Freight',
    category: 'freight',
    description: 'Refrigerated transport at 0-4 °C, 2-8 °C or -20 °C with continuous temperature logs.',
    features: ['Multi-zone trailers', 'Live temperature alerts', 'GDP-compliant handling'],
    pricing: 'Quoted per route',
    color: 'teal',
    icon: ThermometerSnowflake,
  },
  {
    id: 'delivery',
    title: 'Express Delivery',
    category: 'delivery',
    description: 'Overnight door-to-door courier for parcels and documents that cannot wait.',
    features: ['Next-morning delivery', 'Signature on delivery', 'E-mail updates at every step'],
    pricing: 'From $24.99 per package',
    color: 'amber',
    icon: Zap,
  },
  {
    id: 'ground',
    title: 'Domestic Ground',
    category: 'delivery',
    description: 'Economical parcel delivery nationwide in 3-5 business days.',
    features: ['Free pickup on schedule', 'Tracking included', 'Up to 70 lbs per parcel'],
    pricing: 'From $8.99 per package',
    color: 'green',
    icon: Package,
  },
  {
    id: 'international',
    title: 'International Shipping',
    category: 'international',
    description: `Air and ocean freight to ${brand.coverage.international.phrase}, with customs paperwork handled for you.`,
    features: ['Air: 1-2 days', 'Ocean: 15-30 days', 'Door-to-door or port-to-port'],
    pricing: 'From $19.99 per package',
    color: 'violet',
    icon: Plane,
  },
  {
    id: 'warehouse',
    title: 'Warehousing & Fulfilment',
    category: 'warehouse',
    description: 'Ambient, chilled and frozen storage with pick, pack and dispatch.',
    features: ['Chilled and frozen rooms', 'Inventory dashboard', 'Same-day dispatch'],
    pricing: 'From $2.50 per sq ft/month',
    color: 'rose',
    icon: Warehouse,
  },
];

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
  icon: LucideIcon;
}

export const processSteps: ProcessStep[] = [
  { step: 1, title: 'Book Online', description: 'Choose road, air or sea and enter your cargo details in minutes.', icon: ClipboardCheck },
  { step: 2, title: 'We Collect', description: 'A driver collects on your pickup date with the right vehicle and temperature.', icon: Boxes },
  { step: 3, title: 'Track Live', description: 'Follow the shipment in real time with milestone alerts.', icon: Route },
  { step: 4, title: 'Delivered', description: 'Proof of delivery and temperature records arrive in your dashboard.', icon: PackageCheck },
];

export interface SpecializedService {
  id: string;
  title: string;
  description: string;
  features: string[];
  icon: LucideIcon;
}

export const specializedServices: SpecializedService[] = [
  {
    id: 'customs',
    title: 'Customs Clearance',
    description: 'Licensed brokers prepare declarations and clear your goods at every major port.',
    features: ['Duty and tax estimates', 'Document preparation', 'Bonded storage'],
    icon: FileCheck2,
  },
  {
    id: 'insurance',
    title: 'Cargo Insurance',
    description: `All-risk cover. ${INSURANCE_TERMS}`,
    features: ['Door-to-door cover', 'Temperature excursion cover', 'Claims in 5 days'],
    icon: ShieldCheck,
  },
  {
    id: 'returns',
    title: 'Reverse Logistics',
    description: 'Returns, recalls and reusable cold-box collection handled end to end.',
    features: ['Scheduled collections', 'Recall management', 'Packaging reuse'],
    icon: RotateCcw,
  },
];

export const servicesCta = {
  title: 'Ready to ship smarter?',
  lead: 'Open an account in minutes or talk to a specialist about a custom solution.',
  primary: { label: 'Get Started', to: '/auth/signup' },
  secondary: { label: 'Contact Sales', to: '/contact' },
};
