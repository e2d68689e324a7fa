import { brand } from './brand';

// The blog category buttons.
export const BLOG_CATEGORIES = ['All', 'Best Practices', 'Compliance', 'Technology', 'Case Study'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogPost {
  id: number;
  title: string;
  excerpt: string;
  image: 'thermometer' | 'clipboard' | 'chip' | 'truck' | 'leaf' | 'shield' | 'chart';
  author: string;
  authorImage: string;
  date: string;
  readTime: string;
  category: Exclude<BlogCategory, 'All'>;
}

export const blogHero = {
  eyebrow: 'Insights',
  title: `The ${brand.name} Blog`,
  lead: 'Practical advice on cold chain, compliance and logistics technology from the people who run our routes.',
};

export const blogPosts: BlogPost[] = [
  {
    id: 1,
    title: 'Seven Rules for Shipping Vaccines at 2-8 °C',
    excerpt: 'From pre-conditioning cold boxes to reading data loggers, the habits that keep every dose potent.',
    image: 'thermometer',
    author: 'Fatima Bello',
    authorImage: 'FB',
    date: 'November 2, 2026',
    readTime: '6 min read',
    category: 'Best Practices',
  },
  {
    id: 2,
    title: 'Good Distribution Practice, Explained',
    excerpt: 'What GDP audits look for and how to prepare your temperature records before the inspector arrives.',
    image: 'clipboard',
    author: 'Emeka Obi',
    authorImage: 'EO',
    date: 'October 18, 2026',
    readTime: '8 min read',
    category: 'Compliance',
  },
  {
    id: 3,
    title: 'How Live Sensors Changed Our Fleet',
    excerpt: 'Real-time temperature and location data cut our excursions to almost zero. Here is how we did it.',
    image: 'chip',
    author: 'Liam Chen',
    authorImage: 'LC',
    date: 'October 3, 2026',
    readTime: '5 min read',
    category: 'Technology',
  },
  {
    id: 4,
    title: 'FreshMart: 40% Lower Distribution Costs',
    excerpt: 'Shared frozen routes and smarter scheduling kept 60 stores stocked for less.',
    image: 'chart',
    author: 'Grace Mensah',
    authorImage: 'GM',
    date: 'September 21, 2026',
    readTime: '4 min read',
    category: 'Case Study',
  },
  {
    id: 5,
    title: 'Packing Fresh Produce for Long Hauls',
    excerpt: 'Pre-cooling, airflow and load order: small choices that decide whether tomatoes arrive firm.',
    image: 'leaf',
    author: 'Tunde Bakare',
    authorImage: 'TB',
    date: 'September 5, 2026',
    readTime: '5 min read',
    category: 'Best Practices',
  },
  {
    id: 6,
    title: 'Customs Documents You Should Never Forget',
    excerpt: 'Commercial invoices, certificates of origin and permits for regulated goods, in one checklist.',
    image: 'shield',
    author: 'Sofia Alvarez',
    authorImage: 'SA',
    date: 'August 22, 2026',
    readTime: '7 min read',
    category: 'Compliance',
  },
  {
    id: 7,
    title: 'Route Optimisation Without the Buzzwords',
    excerpt: 'What our planning software actually does each night, and why drivers like it.',
    image: 'truck',
    author: 'Daniel Hart',
    authorImage: 'DH',
    date: 'August 8, 2026',
    readTime: '6 min read',
    category: 'Technology',
  },
];

export const newsletter = {
  title: 'Get logistics insights in your inbox',
  lead: 'One practical e-mail a month. No spam, unsubscribe any time.',
};
