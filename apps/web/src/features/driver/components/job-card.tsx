import { deliveryWindowLabel, formatTrackingNumber, type Booking } from '@meridian/contracts';
import { ArrowDown, ArrowUp, ChevronRight } from 'lucide-react';
import { DRIVER_COPY } from '../../../content/driver';
import { Link } from 'react-router-dom';
import { formatCalendarDate } from '../../../lib/format-date';
import { JobSummary } from './job-summary';
import { MilestoneBadge } from './milestone-badge';

/** A job out for delivery: its place on the driver's route and the buttons that move it (decision 0116). */
export type RouteStop = { number: number; count: number; onMove: (by: -1 | 1) => void };

// Above the card-wide link (z-10), so a tap on a button moves the stop instead of opening the job.
const moveButton =
  'relative z-10 inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg bg-white px-3 text-base font-bold text-blue-800 ring-2 ring-blue-800 disabled:text-slate-500 disabled:ring-slate-300';

function StopControls({ stop, label }: { stop: RouteStop; label: string }) {
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
      <p className="text-base font-bold text-slate-950">{DRIVER_COPY.stopOf(stop.number, stop.count)}</p>
      <div className="flex gap-2">
        <button type="button" className={moveButton} aria-label={`${DRIVER_COPY.moveUp}: ${label}`} disabled={stop.number === 1} onClick={() => stop.onMove(-1)}>
          <ArrowUp className="h-5 w-5" aria-hidden="true" />
          {DRIVER_COPY.moveUp}
        </button>
        <button
          type="button"
          className={moveButton}
          aria-label={`${DRIVER_COPY.moveDown}: ${label}`}
          disabled={stop.number === stop.count}
          onClick={() => stop.onMove(1)}
        >
          <ArrowDown className="h-5 w-5" aria-hidden="true" />
          {DRIVER_COPY.moveDown}
        </button>
      </div>
    </div>
  );
}

/** One job in the list. The tracking number's link covers the card, so a tap anywhere opens the job; the phone dials. */
export function JobCard({ job, waiting, stop }: { job: Booking; waiting: number; stop?: RouteStop }) {
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
      {stop && <StopControls stop={stop} label={formatTrackingNumber(job.trackingNumber)} />}
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
