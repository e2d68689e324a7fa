import { FILTER_RANGE_MESSAGE, opsBookingListQuerySchema } from '@meridian/contracts';
import type { OpsQueueFilters } from '../api/ops';

const FILTER_KEYS = ['page', 'status', 'from', 'to', 'customer', 'vehicleType', 'q', 'sort'] as const;

// The console opens on the work still to do (decision 0047): no status in the URL means "open"; the All tab is
// written as status=all, which the API reads as no status at all.
export const DEFAULT_QUEUE_STATUS = 'open';
const ALL_STATUSES = 'all';

/**
 * The queue's view lives in the URL so it can be shared and reloaded. It is read through the schema the API applies
 * to the same query; whatever a hand-edited URL holds that the schema refuses is dropped and the rest kept (an
 * impossible range drops To), as My Bookings does.
 */
export function queueFiltersFromParams(params: URLSearchParams): OpsQueueFilters {
  const candidate: Record<string, string> = { status: DEFAULT_QUEUE_STATUS };
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) candidate[key] = value;
  }
  if (candidate.status === ALL_STATUSES) delete candidate.status;
  for (;;) {
    const result = opsBookingListQuerySchema.safeParse(candidate);
    if (result.success) {
      const { page, sort, status, from, to, customer, vehicleType, q } = result.data;
      return dropUndefined({ page, sort, status, from, to, customer, vehicleType, q: q || undefined });
    }
    const refused = result.error.issues.map((issue) => String(issue.path[0] ?? '')).filter((key) => key in candidate);
    if (refused.length === 0) return { page: 1, sort: 'pickup', status: DEFAULT_QUEUE_STATUS };
    for (const key of refused) {
      // A status the schema refuses falls back to the default tab, not to All.
      if (key === 'status' && candidate.status !== DEFAULT_QUEUE_STATUS) candidate.status = DEFAULT_QUEUE_STATUS;
      else delete candidate[key];
    }
  }
}

function dropUndefined(filters: OpsQueueFilters): OpsQueueFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as unknown as OpsQueueFilters;
}

/** The URL of a view: defaults (open work, page 1, pickup order) stay out so a plain /ops is the default queue. */
export function paramsFromQueueFilters(filters: OpsQueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (!filters.status) params.set('status', ALL_STATUSES);
  else if (filters.status !== DEFAULT_QUEUE_STATUS) params.set('status', filters.status);
  for (const key of ['from', 'to', 'customer', 'vehicleType', 'q'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.sort !== 'pickup') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** From after To is caught before any request, by the rule the API applies to the same query. */
export function pickupRangeError(range: { from?: string; to?: string }): string | undefined {
  const { from, to } = range;
  const result = opsBookingListQuerySchema.safeParse({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  return result.success ? undefined : result.error.issues.find((issue) => issue.message === FILTER_RANGE_MESSAGE)?.message;
}

export function hasQueueFilter(filters: OpsQueueFilters): boolean {
  return Boolean(filters.status !== DEFAULT_QUEUE_STATUS || filters.from || filters.to || filters.customer || filters.vehicleType || filters.q);
}
