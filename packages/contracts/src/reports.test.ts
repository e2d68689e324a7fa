import { describe, expect, it } from 'vitest';
import {
  calendarDays,
  MAX_REPORT_RANGE_DAYS,
  neutralizeCsvCell,
  ratingInputSchema,
  RATING_MESSAGES,
  rangeOfQuery,
  reportFileName,
  reportPeriodInputSchema,
  reportQuerySchema,
  reportRange,
  REPORT_MESSAGES,
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  REPORT_CATEGORY_LABELS,
  addCalendarDays,
} from './reports';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('report labels', () => {
  it('when the screen lists categories and periods, then they read as the screens name them, in order', () => {
    expect(Object.values(REPORT_CATEGORY_LABELS)).toEqual(['Shipment Details Report', 'Performance Analytics']);
    expect(REPORT_PERIODS.map((p) => REPORT_PERIOD_LABELS[p])).toEqual(['Last 7 Days', 'Last 30 Days', 'Last 90 Days', 'Last 6 Months', 'Last Year', 'Custom Date Range']);
  });

  it('when a file is named, then it is {category}-analytics-{period}.csv', () => {
    expect(reportFileName('shipping', '30d')).toBe('shipping-analytics-30d.csv');
    expect(reportFileName('analytics', 'custom')).toBe('analytics-analytics-custom.csv');
  });
});

describe('reportRange', () => {
  it('when the period counts days, then it ends today and includes it', () => {
    expect(reportRange('7d', '2026-11-23')).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(reportRange('30d', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(reportRange('90d', '2026-11-23')).toEqual({ from: '2026-08-26', to: '2026-11-23' });
  });

  it('when the period counts months, then it starts the day after the same date back, clamped to short months', () => {
    expect(reportRange('6m', '2026-11-23')).toEqual({ from: '2026-05-24', to: '2026-11-23' });
    expect(reportRange('6m', '2026-08-31')).toEqual({ from: '2026-03-01', to: '2026-08-31' });
    expect(reportRange('1y', '2024-02-29')).toEqual({ from: '2023-03-01', to: '2024-02-29' });
    expect(reportRange('1y', '2026-01-01')).toEqual({ from: '2025-01-02', to: '2026-01-01' });
  });

  it('when a custom query is read, then its own dates are the range', () => {
    expect(rangeOfQuery({ period: 'custom', from: '2026-01-05', to: '2026-02-01' }, '2026-11-23')).toEqual({ from: '2026-01-05', to: '2026-02-01' });
  });

  it('when days are listed, then every day of the range appears once, in order, across a month end', () => {
    expect(calendarDays({ from: '2026-02-27', to: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(calendarDays(reportRange('30d', '2026-11-23'))).toHaveLength(30);
  });
});

describe('reportPeriodInputSchema / reportQuerySchema', () => {
  it('when nothing is chosen, then the period is Last 30 Days', () => {
    expect(reportQuerySchema.parse({})).toEqual({ period: '30d' });
  });

  it('when a preset comes with stray dates, then it is still valid', () => {
    expect(reportPeriodInputSchema.safeParse({ period: '7d', from: '', to: '' }).success).toBe(true);
  });

  it('when a custom range lacks its dates, then both are required by name', () => {
    expect(issues(reportPeriodInputSchema.safeParse({ period: 'custom', from: '', to: '' }))).toEqual({ from: REPORT_MESSAGES.fromRequired, to: REPORT_MESSAGES.toRequired });
  });

  it('when a custom date is not a real day, then it is refused', () => {
    expect(issues(reportQuerySchema.safeParse({ period: 'custom', from: '2026-02-30', to: '2026-03-01' }))).toEqual({ from: REPORT_MESSAGES.invalidDate });
  });

  it('when from is after to, then to carries the message', () => {
    expect(issues(reportQuerySchema.safeParse({ period: 'custom', from: '2026-03-02', to: '2026-03-01' }))).toEqual({ to: REPORT_MESSAGES.fromAfterTo });
  });

  it('when the range is one day longer than allowed, then it is refused; at the limit it passes', () => {
    const from = '2024-01-01';
    const atLimit = addCalendarDays(from, MAX_REPORT_RANGE_DAYS - 1);
    expect(reportQuerySchema.safeParse({ period: 'custom', from, to: atLimit }).success).toBe(true);
    expect(issues(reportQuerySchema.safeParse({ period: 'custom', from, to: addCalendarDays(atLimit, 1) }))).toEqual({ to: REPORT_MESSAGES.rangeTooLong });
  });

  it('when an unknown period is sent, then it is refused', () => {
    expect(reportQuerySchema.safeParse({ period: '2w' }).success).toBe(false);
  });

  it('when staff pass a customer, then it is kept trimmed; an empty one is dropped', () => {
    expect(reportQuerySchema.parse({ customer: ' a@b.test ' }).customer).toBe('a@b.test');
    expect(reportQuerySchema.parse({ customer: '' }).customer).toBeUndefined();
  });
});

describe('ratingInputSchema', () => {
  it('when stars are 1 to 5 whole stars, then they pass; anything else is refused with one message', () => {
    expect(ratingInputSchema.parse({ stars: 5 })).toEqual({ stars: 5 });
    for (const stars of [0, 6, 3.5, '4']) expect(issues(ratingInputSchema.safeParse({ stars }))).toEqual({ stars: RATING_MESSAGES.stars });
  });

  it('when the comment is blank, then it is dropped; over 1000 characters it is refused', () => {
    expect(ratingInputSchema.parse({ stars: 4, comment: '   ' })).toEqual({ stars: 4 });
    expect(ratingInputSchema.parse({ stars: 4, comment: ' On time ' })).toEqual({ stars: 4, comment: 'On time' });
    expect(issues(ratingInputSchema.safeParse({ stars: 4, comment: 'x'.repeat(1001) }))).toEqual({ comment: RATING_MESSAGES.commentTooLong });
  });
});

describe('neutralizeCsvCell (OWASP CSV injection)', () => {
  it('when a cell starts with = + - @ tab or carriage return, then it gets a leading apostrophe', () => {
    for (const cell of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']) expect(neutralizeCsvCell(cell)).toBe(`'${cell}`);
  });

  it('when a cell is plain text, empty, or has a trigger later on, then it is unchanged', () => {
    for (const cell of ['Oakland, CA', '', 'a=b', 'MX-ABCDE-FGHJKC', " 'quoted'"]) expect(neutralizeCsvCell(cell)).toBe(cell);
  });
});
