import { deliveryWindowLabel, formatTrackingNumber, type Booking } from '@meridian/contracts';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatCalendarDate } from '../../../lib/format-date';
import { JobSummary } from './job-summary';
import { MilestoneBadge } from './milestone-badge';

/** One job in the list. The tracking number's link covers the card, so a tap anywhere opens the job; the phone dials. */
export function JobCard({ job, waiting }: { job: Booking; waiting: number }) {
  return (
    <li className="relative rounded-2xl bg-white p-4 shadow-sm ring-2 ring-slate-300 focus-within:ring-blue-800" data-testid="driver-job-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            to={`/driver/jobs/${job._id}`}
            className="font-mono text-lg font-bold text-slate-950 outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
          >
            {formatTrackingNumber(job.trackingNumber)}
          </Link>
          <p className="text-sm text-slate-800">Pickup {formatCalendarDate(job.estimatedPickupDate)}</p>
          {job.deliveryWindow && <p className="text-sm font-semibold text-slate-900">Deliver {deliveryWindowLabel(job.deliveryWindow)}</p>}
        </div>
        <MilestoneBadge milestone={job.milestone} />
      </div>
      {waiting > 0 && (
        <p className="mt-2 rounded-md bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-950">
          {waiting} {waiting === 1 ? 'update' : 'updates'} waiting to be sent
        </p>
      )}
      <div className="mt-3">
        <JobSummary job={job} />
      </div>
      <p className="mt-3 flex min-h-12 items-center justify-end gap-1 text-base font-bold text-blue-800" aria-hidden="true">
        Open job <ChevronRight className="h-5 w-5" />
      </p>
    </li>
  );
}
