import {
  Clock,
  Globe2,
  HeartPulse,
  Handshake,
  LineChart,
  MapPinned,
  ShieldCheck,
  ShoppingBasket,
  Sprout,
  ThermometerSnowflake,
  type LucideIcon,
} from 'lucide-react';
import { brand, coverageSentence } from './brand';

// The hero tagline cycles through four phrases every 3 s.
export const HERO_TAGLINE_INTERVAL_MS = 3000;
export const heroTaglines = [
  `Courier and freight to ${brand.coverage.international.phrase}`,
  'Cold chain at exactly the right temperature',
  'From farm gate to market shelf',
  '99.9% delivery success, every single day',
] as const;

export const hero = {
  eyebrow: 'Courier · Freight · Cold Chain',
  title: 'Logistics that keeps your world moving',
  lead: 'From a single urgent parcel to full temperature-controlled truckloads, we pick up, protect and deliver your cargo on time, with live tracking from first mile to last.',
  primaryCta: { label: 'Start Cold Chain Partnership', to: '/auth/signup' },
  secondaryCta: { label: 'Talk to Sales', to: '/contact' },
  track: { label: 'Track a shipment', placeholder: 'e.g. MX-7K3QD-4HXN2B', button: 'Track' },
};

export const heroStats = [
  { number: '500+', label: 'Clients' },
  { number: '99.8%', label: 'Temperature Accuracy' },
  { number: '150+', label: 'Fleet Vehicles' },
  { number: '24/7', label: 'Operations' },
] as const;

export const story = {
  eyebrow: 'Our Story',
  title: 'Built on the road, trusted across borders',
  paragraphs: [
    `${brand.name} began in ${brand.foundedYear} with three refrigerated trucks and one promise: cargo arrives the way it left. Fresh produce stayed fresh, vaccines stayed potent, and customers always knew where their shipment was.`,
    `Today our 150+ vehicle fleet — from 1-ton vans to 20-ton trucks — covers ${coverageSentence()}, for more than 500 businesses.`,
  ],
  highlights: [
    { label: 'Fresh produce', value: '0-4 °C' },
    { label: 'Frozen goods', value: '-20 °C' },
    { label: 'Vaccines', value: '2-8 °C' },
  ],
  coverage: `Coverage of ${brand.coverage.domestic.phrase} and ${brand.coverage.international.phrase}`,
  link: { label: 'Explore our services', to: '/services' },
} as const;

export interface ServiceStory {
  title: string;
  subtitle: string;
  story: string;
  impact: string;
  examples: string[];
  icon: LucideIcon;
  tone: 'green' | 'rose' | 'amber' | 'blue';
}

export const serviceStories: ServiceStory[] = [
  {
    title: 'Farm to Market',
    subtitle: 'Agriculture',
    story: 'Harvests reach city markets within hours in trucks held at 0-4 °C, so growers sell at full value instead of watching produce wilt.',
    impact: '32% less post-harvest loss for partner farms',
    examples: ['Tomatoes and leafy greens', 'Dairy and poultry', 'Export-grade fruit'],
    icon: Sprout,
    tone: 'green',
  },
  {
    title: 'Healthcare Lifelines',
    subtitle: 'Pharmaceutical',
    story: 'Vaccines, insulin and blood products move at 2-8 °C with continuous temperature logs that hospitals and regulators can audit.',
    impact: '99.8% temperature accuracy on medical lanes',
    examples: ['Vaccine cold boxes', 'Hospital restocking', 'Clinical trial kits'],
    icon: HeartPulse,
    tone: 'rose',
  },
  {
    title: 'Everyday Essentials',
    subtitle: 'FMCG',
    story: 'Scheduled distribution keeps supermarket and pharmacy shelves stocked, with frozen lines held at -20 °C all the way to the store.',
    impact: '40% cost reduction through shared routes',
    examples: ['Frozen foods', 'Beverages', 'Personal care'],
    icon: ShoppingBasket,
    tone: 'amber',
  },
  {
    title: 'Partnership Solutions',
    subtitle: 'Contract logistics',
    story: 'Dedicated fleets, warehousing and a named account team for businesses that need logistics as a long-term partner, not a one-off job.',
    impact: '10K+ active businesses on the platform',
    examples: ['Dedicated vehicles', 'Warehouse and fulfilment', 'Custom reporting'],
    icon: Handshake,
    tone: 'blue',
  },
];

export interface WhyUsCard {
  title: string;
  description: string;
  icon: LucideIcon;
}

// Below 768 px these advance every 4 s.
export const WHY_US_INTERVAL_MS = 4000;
export const whyUsCards: WhyUsCard[] = [
  {
    title: 'Temperature Control',
    description: 'Multi-zone refrigerated fleet with live sensors and 99.8% temperature accuracy.',
    icon: ThermometerSnowflake,
  },
  {
    title: 'Real-Time Tracking',
    description: 'Follow every shipment step by step, with an e-mail at each milestone.',
    icon: MapPinned,
  },
  {
    title: '24/7 Emergency Support',
    description: 'A real person answers day and night, including weekends and public holidays.',
    icon: Clock,
  },
  {
    title: '99.9% Delivery Success',
    description: 'Proven routes, trained drivers and backup vehicles on standby.',
    icon: ShieldCheck,
  },
  {
    title: 'Global Reach',
    description: `${coverageSentence({ capitalised: true })}, through our own fleet and trusted partners.`,
    icon: Globe2,
  },
  {
    title: 'Lower Costs',
    description: 'Route optimisation and shared loads cut logistics costs by up to 40%.',
    icon: LineChart,
  },
];

export const whyUs = {
  eyebrow: 'Why Choose Us',
  title: 'The #1 platform for reliable, temperature-safe delivery',
  lead: 'Trusted by 10K+ active businesses that cannot afford a late or spoiled shipment.',
  primaryCta: { label: 'Start Free Trial', to: '/auth/signup' },
  secondaryCta: { label: 'See Pricing', to: '/pricing' },
};

export interface Testimonial {
  rating: 5;
  content: string;
  author: string;
  position: string;
  image: string;
}

// Below 768 px these advance every 5 s.
export const TESTIMONIAL_INTERVAL_MS = 5000;
export const testimonials: Testimonial[] = [
  {
    rating: 5,
    content:
      `Our vaccine shipments used to be our biggest worry. With ${brand.name} every box arrives inside 2-8 °C and we get the temperature log before we even ask.`,
    author: 'Dr. Ngozi Adeyemi',
    position: 'Supply Chain Director, CarePoint Hospitals',
    image: 'NA',
  },
  {
    rating: 5,
    content:
      'We cut our distribution costs by almost 40% in the first year and our stores have not run out of frozen stock once.',
    author: 'Marcus Bell',
    position: 'Operations Manager, FreshMart Stores',
    image: 'MB',
  },
  {
    rating: 5,
    content:
      'From the farm to city markets overnight, with tracking the whole way. Our growers finally get full price for their harvest.',
    author: 'Halima Musa',
    position: 'Founder, GreenValley Agro Co-op',
    image: 'HM',
  },
];

export const contactSection = {
  eyebrow: 'Get in Touch',
  title: 'Tell us what you need to move',
  lead: 'Share a few details and a logistics specialist will get back to you. We reply within 24 hours.',
  serviceTypes: [
    { value: 'agriculture', label: 'Agriculture' },
    { value: 'pharmaceutical', label: 'Pharmaceutical' },
    { value: 'fmcg', label: 'FMCG' },
    { value: 'contract', label: 'Contract logistics' },
  ],
  primaryCta: { label: 'Get Started', to: '/auth/signup' },
  secondaryCta: { label: 'Contact Sales', to: '/contact' },
} as const;
