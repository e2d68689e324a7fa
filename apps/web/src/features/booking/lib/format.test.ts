import { describe, expect, it } from 'vitest';
import { shortUsDate } from './format';

describe('shortUsDate', () => {
  it('when the date is missing or invalid, then N/A', () => {
    expect(shortUsDate(undefined)).toBe('N/A');
    expect(shortUsDate('not a date')).toBe('N/A');
  });
  it('when the date is an ISO timestamp, then a short US date of that UTC day', () => {
    expect(shortUsDate('2026-03-05T00:00:00.000Z')).toBe('Mar 5, 2026');
  });
});
