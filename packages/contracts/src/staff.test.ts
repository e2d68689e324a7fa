import { describe, expect, it } from 'vitest';
import { driverJobListQuerySchema, isTimeZone, startOfTodayIn, userListSchema } from './staff';

describe('startOfTodayIn', () => {
  it('when the zone is UTC, then today began at midnight UTC', () => {
    expect(startOfTodayIn('UTC', new Date('2026-03-10T15:30:00Z')).toISOString()).toBe('2026-03-10T00:00:00.000Z');
  });

  it('when the zone is west of Greenwich and it is already tomorrow in UTC, then today is still the local day', () => {
    // 02:00 UTC on the 11th is 19:00 on the 10th in Los Angeles (PDT, UTC-7).
    expect(startOfTodayIn('America/Los_Angeles', new Date('2026-06-11T02:00:00Z')).toISOString()).toBe('2026-06-10T07:00:00.000Z');
  });

  it('when the zone is east with a half-hour offset, then local midnight is found', () => {
    expect(startOfTodayIn('Asia/Kolkata', new Date('2026-01-05T20:00:00Z')).toISOString()).toBe('2026-01-05T18:30:00.000Z');
  });

  it('when today is a daylight-saving change day, then the offset of local midnight is used', () => {
    // Europe/Berlin switches to summer time at 01:00 UTC on 2026-03-29; midnight was still CET (UTC+1).
    expect(startOfTodayIn('Europe/Berlin', new Date('2026-03-29T12:00:00Z')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });
});

describe('driver job list query', () => {
  it('when tz names a real zone, then it parses; when not, then it is refused', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(driverJobListQuerySchema.safeParse({ tz: 'America/New_York' }).success).toBe(true);
    expect(driverJobListQuerySchema.safeParse({}).success).toBe(true);
    expect(driverJobListQuerySchema.safeParse({ tz: 'Mars/Olympus' }).success).toBe(false);
    expect(driverJobListQuerySchema.safeParse({ tz: 'UTC', extra: 1 }).success).toBe(false);
  });
});

describe('user list', () => {
  it('when the page holds users of every role, then the schema accepts it', () => {
    const user = { _id: 'a'.repeat(24), firstName: 'A', lastName: 'B', email: 'a@b.test', phoneNumber: '+1 555', role: 'driver' };
    const page = { records: [user], pagination: { currentPage: 1, totalPages: 1, totalRecords: 1, limit: 25 } };
    expect(userListSchema.parse(page)).toEqual(page);
  });
});
