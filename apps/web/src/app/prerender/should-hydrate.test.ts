import { describe, expect, it } from 'vitest';
import { shouldHydrate } from './should-hydrate';

const prerendered = (path?: string) => ({ dataset: path === undefined ? {} : { prerendered: path } }) as Pick<HTMLElement, 'dataset'>;
const at = (pathname: string, search = '') => ({ pathname, search });

describe('shouldHydrate (decision 0053)', () => {
  it('when a visitor opens a prerendered page at its own path with no query, then the HTML is adopted', () => {
    expect(shouldHydrate(prerendered('/track'), at('/track'), null)).toBe(true);
    expect(shouldHydrate(prerendered('/'), at('/'), null)).toBe(true);
  });

  it('when the URL carries a query, then the page is rendered afresh, since what it shows may depend on it', () => {
    expect(shouldHydrate(prerendered('/track'), at('/track', '?id=DL-1001'), null)).toBe(false);
    expect(shouldHydrate(prerendered('/pricing'), at('/pricing', '?billing=annual'), null)).toBe(false);
  });

  it('when someone is signed in, then the page is rendered afresh with their header', () => {
    expect(shouldHydrate(prerendered('/track'), at('/track'), 'a-token')).toBe(false);
  });

  it('when the HTML is not this path’s prerendered page, then nothing is hydrated', () => {
    expect(shouldHydrate(prerendered(), at('/track'), null)).toBe(false);
    expect(shouldHydrate(prerendered('/'), at('/track'), null)).toBe(false);
  });
});
