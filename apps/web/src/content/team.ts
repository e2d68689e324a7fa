import { brand } from './brand';

export interface TeamMember {
  name: string;
  position: string;
  bio: string;
  initials: string;
  email: string;
}

export const teamHero = {
  eyebrow: 'Our Team',
  title: 'The people behind every delivery',
  lead: 'Drivers, pharmacists, engineers and planners who make sure your cargo arrives the way it left.',
};

export const teamMembers: TeamMember[] = [
  { name: 'Adaeze Okonkwo', position: 'Chief Executive Officer', initials: 'AO', email: `adaeze@${brand.domain}`, bio: `Founded the company in ${brand.foundedYear} and still rides along on new routes.` },
  { name: 'Daniel Hart', position: 'Chief Operating Officer', initials: 'DH', email: `daniel@${brand.domain}`, bio: 'Keeps 150+ vehicles and the 24/7 operations centre running.' },
  { name: 'Fatima Bello', position: 'Head of Cold Chain', initials: 'FB', email: `fatima@${brand.domain}`, bio: 'Pharmacist and architect of our 2-8 °C healthcare lanes.' },
  { name: 'Liam Chen', position: 'Chief Technology Officer', initials: 'LC', email: `liam@${brand.domain}`, bio: 'Builds the booking platform and real-time tracking.' },
  { name: 'Grace Mensah', position: 'Head of Customer Success', initials: 'GM', email: `grace@${brand.domain}`, bio: 'Makes sure every client has a named person to call.' },
  { name: 'Tunde Bakare', position: 'Fleet Manager', initials: 'TB', email: `tunde@${brand.domain}`, bio: 'Plans maintenance so trucks are on the road, not in the shop.' },
  { name: 'Sofia Alvarez', position: 'International Freight Lead', initials: 'SA', email: `sofia@${brand.domain}`, bio: `Coordinates air and sea partners across ${brand.coverage.international.phrase}.` },
  { name: 'Emeka Obi', position: 'Compliance Manager', initials: 'EO', email: `emeka@${brand.domain}`, bio: 'Keeps our GDP and ISO certifications in order.' },
];

export const joinTeam = {
  title: 'Join Our Team',
  lead: 'We are hiring drivers, dispatchers, engineers and cold-chain specialists. Help us move what matters.',
  primary: 'View Open Positions',
  secondary: 'Send Your CV',
};
