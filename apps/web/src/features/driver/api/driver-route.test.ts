import { describe, expect, it } from 'vitest';
import { fittedStops } from './driver-route';

// Decision 0116: an order chosen offline is fitted to the jobs out for delivery when it is sent, as the API takes
// exactly those.
describe('fittedStops', () => {
  it('when nothing changed meanwhile, then the chosen order is sent as it is', () => {
    expect(fittedStops(['c', 'a', 'b'], ['a', 'b', 'c'])).toEqual(['c', 'a', 'b']);
  });

  it('when a job was delivered meanwhile, then it leaves the order and the rest keep theirs', () => {
    expect(fittedStops(['c', 'a', 'b'], ['a', 'b'])).toEqual(['a', 'b']);
    expect(fittedStops(['c', 'b', 'a'], ['a', 'b'])).toEqual(['b', 'a']);
  });

  it('when a job went out for delivery meanwhile, then it goes last, new ones in the server’s order', () => {
    expect(fittedStops(['b', 'a'], ['a', 'b', 'd', 'c'])).toEqual(['b', 'a', 'd', 'c']);
  });
});
