import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime } from '../../../lib/format-date';
import { formatDeliveryDate, formatInstant } from './format';

describe("the tracking page's formatters", () => {
  it('when given a calendar date or an instant, then they read exactly as the shared formatters', () => {
    expect(formatDeliveryDate('2026-11-28')).toBe(formatCalendarDate('2026-11-28'));
    expect(formatInstant('2026-11-28T15:05:00.000Z')).toBe(formatDateTime('2026-11-28T15:05:00.000Z'));
  });

  it('when the value is not a date, then it reads N/A', () => {
    expect(formatDeliveryDate('soon')).toBe('N/A');
    expect(formatInstant('soon')).toBe('N/A');
  });
});
