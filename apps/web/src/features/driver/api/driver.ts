// The driver view (decision 0022): GET /driver/jobs and GET /driver/jobs/{id}, with the query keys the outbox
// refreshes after each move it sends (the move itself goes through src/api/shipment-events.ts, as the console's does).
import type { Booking, DriverJobList, Envelope } from '@meridian/contracts';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const driverKeys = {
  all: ['driver'] as const,
  jobs: () => [...driverKeys.all, 'jobs'] as const,
  jobDetails: () => [...driverKeys.all, 'job'] as const,
  job: (id: string) => [...driverKeys.jobDetails(), id] as const,
};

async function getDriverJobs(): Promise<DriverJobList> {
  const body = await apiClient.get<Envelope<DriverJobList>>('/driver/jobs');
  return body.data;
}

async function getDriverJob(id: string): Promise<Booking> {
  const body = await apiClient.get<Envelope<Booking>>(`/driver/jobs/${encodeURIComponent(id)}`);
  return body.data;
}

function driverJobsQueryOptions() {
  return queryOptions({ queryKey: driverKeys.jobs(), queryFn: getDriverJobs });
}

export function useDriverJobs() {
  return useQuery(driverJobsQueryOptions());
}

/** The job as the list last showed it, so a job opened from the list (or offline) draws at once. */
function jobFromList(queryClient: QueryClient, id: string): Booking | undefined {
  return queryClient.getQueryData<DriverJobList>(driverKeys.jobs())?.records.find((job) => job._id === id);
}

function driverJobQueryOptions(id: string, queryClient: QueryClient) {
  return queryOptions({ queryKey: driverKeys.job(id), queryFn: () => getDriverJob(id), placeholderData: () => jobFromList(queryClient, id) });
}

export function useDriverJob(id: string) {
  const queryClient = useQueryClient();
  return useQuery(driverJobQueryOptions(id, queryClient));
}

/** After the server refused a move for good: the job and the list are read again. */
export function refreshRefusedJob(queryClient: QueryClient, bookingId: string) {
  void queryClient.invalidateQueries({ queryKey: driverKeys.job(bookingId) });
  void queryClient.invalidateQueries({ queryKey: driverKeys.jobs() });
}

/** After the server accepted a move: the job shows the server's booking and the list refetches. */
export function storeMovedJob(queryClient: QueryClient, booking: Booking) {
  queryClient.setQueryData(driverKeys.job(booking._id), booking);
  queryClient.setQueryData<DriverJobList>(driverKeys.jobs(), (list) =>
    list ? { records: list.records.map((job) => (job._id === booking._id ? booking : job)) } : list,
  );
  void queryClient.invalidateQueries({ queryKey: driverKeys.jobs() });
}
