import { describe, expect, it } from 'vitest';
import { formatTick, timeRange, TIME_STEPS } from './time-axis';

const t0 = Date.UTC(2026, 10, 23, 8, 0) / 1000;

describe('the chart’s time axis', () => {
  it('when there is one reading, then the axis spans an hour around it', () => {
    expect(timeRange(t0, t0)).toEqual([t0 - 1800, t0 + 1800]);
  });

  it('when ten readings span ten minutes, or ten thousand span a week, then the axis is exactly their span', () => {
    expect(timeRange(t0, t0 + 600)).toEqual([t0, t0 + 600]);
    expect(timeRange(t0, t0 + 7 * 86_400)).toEqual([t0, t0 + 7 * 86_400]);
  });

  it('when the span grows, then labels go from clock times to dates, and a step exists for a month', () => {
    expect(formatTick(t0, 3600)).not.toMatch(/Nov/);
    expect(formatTick(t0, 3 * 86_400)).toMatch(/Nov/);
    expect(formatTick(t0, 30 * 86_400)).not.toMatch(/:/);
    expect(TIME_STEPS.at(-1)).toBeGreaterThanOrEqual(30 * 86_400);
  });
});
