import { Award, Eye, Globe2, Medal, ShieldCheck, Star, Target, Trophy, type LucideIcon } from 'lucide-react';
import { brand, coverageSentence } from './brand';

export const aboutHero = {
  eyebrow: 'About Us',
  title: `About ${brand.name}`,
  lead: `Since ${brand.foundedYear} we have moved what matters — fresh food, life-saving medicine and everyday essentials — for businesses at home and around the world.`,
};

export const aboutStats = [
  { number: '500+', label: 'Clients' },
  { number: '150+', label: 'Fleet Vehicles' },
  { number: brand.coverage.domestic.count, label: `${brand.coverage.domestic.label} Covered` },
  { number: '99.8%', label: 'Temperature Accuracy' },
] as const;

export interface ValueCard {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const valueCards: ValueCard[] = [
  {
    title: 'Our Mission',
    description: 'Deliver every shipment safely, on time and at the right temperature, so our customers can keep their promises.',
    icon: Target,
  },
  {
    title: 'Our Vision',
    description: 'To be the most trusted logistics partner for businesses that move sensitive goods across borders.',
    icon: Eye,
  },
  {
    title: 'Excellence',
    description: '99.9% delivery success and 99.8% temperature accuracy, measured on every lane and shared openly.',
    icon: Star,
  },
  {
    title: 'Reach',
    description: `${coverageSentence({ capitalised: true })}.`,
    icon: Globe2,
  },
];

export interface TimelineItem {
  year: string;
  title: string;
  description: string;
}

export const timeline: TimelineItem[] = [
  { year: String(brand.foundedYear), title: 'Founded', description: `${brand.name} starts with three refrigerated trucks serving local farms.` },
  { year: '2017', title: 'Healthcare lanes', description: 'We begin 2-8 °C distribution for hospitals and pharmacies.' },
  { year: '2019', title: 'Nationwide coverage', description: `Our road network reaches ${brand.coverage.domestic.phrase}.` },
  { year: '2021', title: 'Going global', description: `Air and sea partnerships open shipping to ${brand.coverage.international.phrase}.` },
  { year: '2023', title: 'Digital platform', description: 'Online booking, live tracking and reports for 10K+ active businesses.' },
];

export interface Achievement {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const achievements: Achievement[] = [
  { title: 'Cold Chain Operator of the Year', description: 'Regional Logistics Awards, 2022', icon: Trophy },
  { title: 'ISO 9001 Certified', description: 'Quality management across every depot', icon: Award },
  { title: 'GDP Compliant', description: 'Good Distribution Practice for medicines', icon: ShieldCheck },
  { title: '1 Million Deliveries', description: 'Reached in 2023 with 99.9% success', icon: Medal },
];

export const leadership = [
  { name: 'Adaeze Okonkwo', position: 'Chief Executive Officer', initials: 'AO', bio: `Founded ${brand.name} in ${brand.foundedYear} after a decade in agricultural supply chains.` },
  { name: 'Daniel Hart', position: 'Chief Operating Officer', initials: 'DH', bio: 'Runs our fleet, depots and 24/7 operations centre.' },
  { name: 'Fatima Bello', position: 'Head of Cold Chain', initials: 'FB', bio: 'Pharmacist who designed our 2-8 °C healthcare lanes.' },
  { name: 'Liam Chen', position: 'Chief Technology Officer', initials: 'LC', bio: 'Leads the booking platform and real-time tracking.' },
] as const;

export const aboutCta = {
  title: 'Let’s move your business forward',
  lead: 'Join 500+ clients who trust us with the shipments that matter most.',
  primary: { label: 'Get Started', to: '/auth/signup' },
  secondary: { label: 'Contact Sales', to: '/contact' },
};
