import { brand, capitalise } from './brand';

// The portfolio filter values, default All.
export const PORTFOLIO_CATEGORIES = ['All', 'Pharmaceutical', 'Healthcare', 'Storage', 'Research', 'Distribution', 'Emergency'] as const;
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

export interface PortfolioProject {
  id: number;
  title: string;
  category: Exclude<PortfolioCategory, 'All'>;
  location: string;
  date: string;
  image: 'vaccine' | 'hospital' | 'warehouse' | 'research' | 'pharmacy' | 'emergency';
  description: string;
}

export const portfolioHero = {
  eyebrow: 'Our Work',
  title: 'Projects that delivered under pressure',
  lead: 'A selection of cold-chain and healthcare logistics programmes we have run for our partners.',
};

export const projects: PortfolioProject[] = [
  {
    id: 1,
    title: 'Nationwide Vaccine Distribution',
    category: 'Pharmaceutical',
    location: capitalise(brand.coverage.domestic.phrase),
    date: 'March 2023',
    image: 'vaccine',
    description: '4.2 million doses delivered at 2-8 °C to 1,800 clinics in six weeks, with zero temperature excursions.',
  },
  {
    id: 2,
    title: 'Hospital Supply Chain',
    category: 'Healthcare',
    location: `Greater ${brand.headOffice.city}`,
    date: 'August 2022',
    image: 'hospital',
    description: 'Daily restocking of medicines and consumables for a 12-hospital group, cutting stock-outs by 85%.',
  },
  {
    id: 3,
    title: 'Pharmaceutical Warehousing',
    category: 'Storage',
    location: `${brand.headOffice.city}, ${brand.headOffice.region}`,
    date: 'January 2023',
    image: 'warehouse',
    description: 'A 40,000 sq ft GDP-compliant warehouse with chilled and frozen rooms and real-time monitoring.',
  },
  {
    id: 4,
    title: 'Clinical Trial Logistics',
    category: 'Research',
    location: '14 countries',
    date: 'June 2022',
    image: 'research',
    description: 'Time-critical delivery of trial kits and return of samples on dry ice for a multi-country study.',
  },
  {
    id: 5,
    title: 'Retail Pharmacy Network',
    category: 'Distribution',
    location: 'Southwest region',
    date: 'October 2021',
    image: 'pharmacy',
    description: 'Scheduled deliveries to 320 pharmacies, twice a week, on shared temperature-controlled routes.',
  },
  {
    id: 6,
    title: 'Emergency Medical Response',
    category: 'Emergency',
    location: 'Flood-affected communities',
    date: 'September 2022',
    image: 'emergency',
    description: '24/7 airlift and road delivery of medical supplies within 6 hours of each emergency request.',
  },
];

export const portfolioCta = {
  title: 'Have a project in mind?',
  lead: 'Tell us about your cargo and timelines and we will design the route.',
  primary: { label: 'Talk to Sales', to: '/contact' },
  secondary: { label: 'Get Started', to: '/auth/signup' },
};
