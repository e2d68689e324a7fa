import { todayCalendarDate, type Booking } from '@meridian/contracts';
import { Alert } from '../../../components/ui/alert';
import { DRIVER_COPY } from '../../../content/driver';
import { useDriverJobs } from '../api/driver';
import { messageOr } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { inRouteOrder, movedStop, useDriverRoute } from '../api/driver-route';
import { JobCard, type RouteStop } from '../components/job-card';
import { groupJobs } from '../lib/job-groups';
import { applyPending } from '../outbox/outbox-logic';
import { useOnline, useOutbox, useRouteOutbox } from '../outbox/outbox-provider';
import type { OutboxEntry } from '../outbox/outbox-types';

function JobGroup({
  title,
  empty,
  jobs,
  pending,
  stopOf,
}: {
  title: string;
  empty: string;
  jobs: Booking[];
  pending: OutboxEntry[];
  stopOf?: (job: Booking) => RouteStop | undefined;
}) {
  const id = `jobs-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-lg font-extrabold text-slate-950">
        {title} <span className="font-semibold text-slate-700">({jobs.length})</span>
      </h2>
      {jobs.length === 0 ? (
        <p className="rounded-xl bg-white px-4 py-3 text-base text-slate-800 ring-1 ring-slate-300">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {jobs.map((job) => (
            <JobCard key={job._id} job={job} waiting={pending.filter((entry) => entry.bookingId === job._id).length} stop={stopOf?.(job)} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Decision 0116: today's jobs out for delivery come first, in the order of the driver's route, each with its place and
 * Move up / Move down; the rest keep the API's order.
 */
function useRouteOrder(today: Booking[]) {
  const out = today.filter((job) => job.milestone === 'out-for-delivery');
  const route = useDriverRoute(out.length > 0);
  // An order chosen on this phone and not yet sent (offline, or on its way) is the one shown.
  const { waiting, refused, choose } = useRouteOutbox();
  const ordered = inRouteOrder(out, waiting ?? route.data?.stops);
  const ids = ordered.map((job) => job._id);
  const stopOf = (job: Booking): RouteStop | undefined => {
    const index = ids.indexOf(job._id);
    if (index < 0) return undefined;
    return { number: index + 1, count: ids.length, onMove: (by) => void choose(movedStop(ids, index, by)) };
  };
  return { today: [...ordered, ...today.filter((job) => job.milestone !== 'out-for-delivery')], stopOf, refused, waiting: waiting !== undefined };
}

function TodayAndUpcoming({ shown, pending }: { shown: Booking[]; pending: OutboxEntry[] }) {
  const groups = groupJobs(shown, todayCalendarDate());
  const route = useRouteOrder(groups.today);
  const online = useOnline();
  return (
    <>
      {route.refused && <Alert tone="error">{DRIVER_COPY.routeSaveError}</Alert>}
      {route.waiting && !online && <Alert tone="info">{DRIVER_COPY.routeWaiting}</Alert>}
      <JobGroup title={DRIVER_COPY.today} empty={DRIVER_COPY.noJobsToday} jobs={route.today} pending={pending} stopOf={route.stopOf} />
      <JobGroup title={DRIVER_COPY.upcoming} empty={DRIVER_COPY.noJobsUpcoming} jobs={groups.upcoming} pending={pending} />
    </>
  );
}

/** /driver: the signed-in driver's jobs, today's first, each shown as it will be once its waiting updates are sent. */
export function DriverJobsPage() {
  usePageTitle('My jobs');
  const jobs = useDriverJobs();
  const { pending } = useOutbox();
  const online = useOnline();

  let body;
  if (jobs.data) {
    const shown = jobs.data.records.map((job) => applyPending(job, pending));
    body =
      shown.length === 0 ? (
        <p className="rounded-xl bg-white px-4 py-6 text-center text-base text-slate-800 ring-1 ring-slate-300">{DRIVER_COPY.noJobs}</p>
      ) : (
        <TodayAndUpcoming shown={shown} pending={pending} />
      );
  } else if (jobs.isError) {
    body = (
      <Alert
        tone="error"
        title={DRIVER_COPY.loadError}
        action={
          <button type="button" onClick={() => void jobs.refetch()} className="min-h-12 rounded-lg bg-red-800 px-4 font-bold text-white">
            Try again
          </button>
        }
      >
        {messageOr(jobs.error, 'Check your connection and try again.')}
      </Alert>
    );
  } else if (!online) {
    body = <Alert tone="info">{DRIVER_COPY.offlineNoData}</Alert>;
  } else {
    body = <p className="py-8 text-center text-base font-semibold text-slate-800">Loading your jobs…</p>;
  }

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-extrabold text-slate-950">{DRIVER_COPY.jobsTitle}</h1>
      {body}
    </div>
  );
}
