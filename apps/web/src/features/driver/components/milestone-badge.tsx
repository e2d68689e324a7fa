import { MILESTONE_LABELS, type Milestone } from '@meridian/contracts';

// Dark fills with white text stay readable in direct sunlight.
const TONES: Record<Milestone, string> = {
  booked: 'bg-slate-700 text-white',
  confirmed: 'bg-slate-700 text-white',
  assigned: 'bg-blue-800 text-white',
  'picked-up': 'bg-indigo-800 text-white',
  'in-transit': 'bg-indigo-800 text-white',
  'out-for-delivery': 'bg-amber-700 text-white',
  'delivery-attempted': 'bg-orange-800 text-white',
  delivered: 'bg-green-800 text-white',
  cancelled: 'bg-red-800 text-white',
  returned: 'bg-red-800 text-white',
};

export function MilestoneBadge({ milestone }: { milestone: Milestone }) {
  return <span className={`inline-flex shrink-0 items-center rounded-full px-3 py-1 text-sm font-bold ${TONES[milestone]}`}>{MILESTONE_LABELS[milestone]}</span>;
}
