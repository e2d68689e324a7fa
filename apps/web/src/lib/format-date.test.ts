import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime, formatDay } from './format-date';

describe('date formatters', () => {
  it('when a pickup is a calendar date, then it reads as that day whatever the time zone (decision 0009)', () => {
    expect(formatCalendarDate('2026-11-28')).toBe('Nov 28, 2026');
    expect(formatCalendarDate('2026-11-28T00:00:00.000Z')).toBe('Nov 28, 2026');
  });

  it('when a date is missing or garbage, then it reads N/A', () => {
    expect(formatCalendarDate(undefined)).toBe('N/A');
    expect(formatCalendarDate('soon')).toBe('N/A');
    expect(formatDay('')).toBe('N/A');
    expect(formatDateTime('nope')).toBe('N/A');
  });

  it('when an instant is shown, then it has a day and, for date-times, a time', () => {
    expect(formatDay('2026-06-15T12:00:00Z')).toMatch(/^Jun 1[45], 2026$/);
    expect(formatDateTime('2026-06-15T12:00:00Z')).toMatch(/^Jun 1[45], 2026, \d{1,2}:00 (AM|PM)$/);
  });
});
