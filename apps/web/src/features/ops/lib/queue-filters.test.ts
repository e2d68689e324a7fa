import { describe, expect, it } from 'vitest';
import { FILTER_RANGE_MESSAGE } from '@meridian/contracts';
import { paramsFromQueueFilters, pickupRangeError, queueFiltersFromParams } from './queue-filters';

const CUSTOMER = '665f1c2ab0c4d5e6f7a8b9c0';

describe('queue filters in the URL', () => {
  it('when the URL is empty, then the queue is the open work, page 1, soonest pickup first', () => {
    expect(queueFiltersFromParams(new URLSearchParams())).toEqual({ page: 1, sort: 'pickup', status: 'open' });
  });

  it('when the All tab is chosen, then the URL says status=all and reads back as no status', () => {
    const params = paramsFromQueueFilters({ page: 1, sort: 'pickup' });
    expect(params.toString()).toBe('status=all');
    expect(queueFiltersFromParams(params)).toEqual({ page: 1, sort: 'pickup' });
  });

  it('when a view is written to the URL and read back, then it is the same view', () => {
    const view = { page: 3, sort: '-created', status: 'confirmed', from: '2026-12-01', to: '2026-12-31', customer: CUSTOMER, vehicleType: 'air', q: 'Boston' } as const;
    expect(queueFiltersFromParams(paramsFromQueueFilters(view))).toEqual(view);
  });

  it('when the defaults are set, then they stay out of the URL', () => {
    expect(paramsFromQueueFilters({ page: 1, sort: 'pickup', status: 'open' }).toString()).toBe('');
  });

  it('when a hand-edited URL holds junk, then the junk is dropped and the rest kept', () => {
    const params = new URLSearchParams({ status: 'lost', vehicleType: 'rocket', customer: 'nope', page: '0', sort: 'price', q: 'Boston' });
    expect(queueFiltersFromParams(params)).toEqual({ page: 1, sort: 'pickup', status: 'open', q: 'Boston' });
  });

  it('when the URL holds an impossible pickup range, then To is dropped', () => {
    expect(queueFiltersFromParams(new URLSearchParams({ from: '2026-12-10', to: '2026-12-01' }))).toEqual({ page: 1, sort: 'pickup', status: 'open', from: '2026-12-10' });
  });

  it('when From is after To, then the range check answers the contracts message; an open or good range passes', () => {
    expect(pickupRangeError({ from: '2026-12-10', to: '2026-12-01' })).toBe(FILTER_RANGE_MESSAGE);
    expect(pickupRangeError({ from: '2026-12-01', to: '2026-12-01' })).toBeUndefined();
    expect(pickupRangeError({ from: '2026-12-01' })).toBeUndefined();
  });
});
