import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = Date.parse('2026-05-01T12:00:00Z');

describe('formatRelativeTime', () => {
  it.each([
    ['2026-05-01T11:59:30Z', 'just now'],
    ['2026-05-01T11:55:00Z', '5 minutes ago'],
    ['2026-05-01T10:00:00Z', '2 hours ago'],
    ['2026-04-30T12:00:00Z', 'yesterday'],
    ['2026-04-24T12:00:00Z', 'last week'],
    ['2026-05-01T14:00:00Z', 'in 2 hours'],
  ])('when the time is %s, then it reads "%s"', (iso, expected) => {
    expect(formatRelativeTime(iso, now)).toBe(expected);
  });
});
