import { describe, expect, it } from 'vitest';
import { claimDeadline, claimNextAction, isClaimLate, liabilityLimit, SDR_RATE, type ClaimDeadlineInput, type LiabilityLimitInput } from './claim-rules';

// German public holidays of the worked cases: Christmas 2026 and Easter 2026 (Good Friday 3 April, Easter Monday 6 April).
const HOLIDAYS = ['2026-04-03', '2026-04-06', '2026-12-25', '2026-12-26'];
const deadline = (input: Partial<ClaimDeadlineInput>) =>
  claimDeadline({ mode: 'truck', type: 'damage', deliveredAt: '2026-03-04T10:00:00.000Z', agreedDeliveryDate: null, holidays: HOLIDAYS, ...input });

describe('claim deadline by convention', () => {
  it('when damage by road is delivered on a Wednesday, then notice is due 7 days later not counting the Sunday', () => {
    // Thu 5, Fri 6, Sat 7, (Sun 8), Mon 9, Tue 10, Wed 11, Thu 12.
    expect(deadline({})).toEqual({
      noticeBy: '2026-03-12T23:59:59.999Z',
      rule: 'CMR art. 30.1: within 7 days of delivery, Sundays and public holidays excepted',
      convention: 'cmr',
      earliest: null,
    });
  });

  it('when Christmas and a Sunday fall inside the 7 days by road, then the deadline steps over all three', () => {
    // Delivered Mon 21 December: Tue 22, Wed 23, Thu 24, (Fri 25, Sat 26 holidays, Sun 27), Mon 28, Tue 29, Wed 30, Thu 31.
    expect(deadline({ deliveredAt: '2026-12-21T15:00:00.000Z' }).noticeBy).toBe('2026-12-31T23:59:59.999Z');
    // Without the holidays listed, only the Sunday is stepped over.
    expect(deadline({ deliveredAt: '2026-12-21T15:00:00.000Z', holidays: [] }).noticeBy).toBe('2026-12-29T23:59:59.999Z');
  });

  it('when Good Friday, Easter Sunday and Easter Monday follow a road delivery, then they are not counted', () => {
    // Delivered Thu 2 April: (Fri 3), Sat 4, (Sun 5, Mon 6), Tue 7, Wed 8, Thu 9, Fri 10, Sat 11, (Sun 12), Mon 13.
    expect(deadline({ deliveredAt: '2026-04-02T08:00:00.000Z' }).noticeBy).toBe('2026-04-13T23:59:59.999Z');
  });

  it('when a shortage or a temperature claim goes by road, then it follows the same 7-day rule as damage', () => {
    expect(deadline({ type: 'shortage' }).noticeBy).toBe('2026-03-12T23:59:59.999Z');
    expect(deadline({ type: 'temperature' }).noticeBy).toBe('2026-03-12T23:59:59.999Z');
  });

  it('when delay by road is claimed, then it is 21 calendar days from delivery, Sundays included', () => {
    expect(deadline({ type: 'delay' })).toMatchObject({ noticeBy: '2026-03-25T23:59:59.999Z', rule: 'CMR art. 30.3: within 21 days of delivery' });
  });

  it('when damage or temperature goes by air, then Montreal gives 14 days of receipt', () => {
    expect(deadline({ mode: 'air' })).toMatchObject({ noticeBy: '2026-03-18T23:59:59.999Z', convention: 'montreal', rule: 'Montreal art. 31.2: within 14 days of receipt' });
    expect(deadline({ mode: 'air', type: 'temperature' }).noticeBy).toBe('2026-03-18T23:59:59.999Z');
  });

  it('when delay goes by air, then Montreal gives 21 days', () => {
    expect(deadline({ mode: 'air', type: 'delay' }).noticeBy).toBe('2026-03-25T23:59:59.999Z');
  });

  it('when damage or delay goes by sea, then Hague-Visby gives 3 days', () => {
    expect(deadline({ mode: 'sea' })).toMatchObject({ noticeBy: '2026-03-07T23:59:59.999Z', convention: 'hague-visby', rule: 'Hague-Visby art. III.6: within 3 days of delivery' });
    expect(deadline({ mode: 'sea', type: 'delay' }).noticeBy).toBe('2026-03-07T23:59:59.999Z');
  });

  it('when delivery is late in the evening, then the day of delivery still does not count', () => {
    expect(deadline({ mode: 'sea', deliveredAt: '2026-03-04T23:30:00.000Z' }).noticeBy).toBe('2026-03-07T23:59:59.999Z');
  });

  it('when a road shipment is lost with an agreed date, then it may be claimed 30 days past that date, within a year', () => {
    expect(deadline({ type: 'loss', deliveredAt: null, agreedDeliveryDate: '2026-03-10' })).toEqual({
      earliest: '2026-04-09T00:00:00.000Z',
      noticeBy: '2027-04-09T23:59:59.999Z',
      rule: 'Lost once 30 days past the agreed delivery date; CMR art. 32: within 1 year of the day the goods count as lost (art. 20)',
      convention: 'cmr',
    });
  });

  it('when a shipment is lost without an agreed date, then it may be claimed 60 days after pickup', () => {
    const lost = deadline({ type: 'loss', deliveredAt: null, takenOverAt: '2026-01-15T09:00:00.000Z' });
    expect(lost.earliest).toBe('2026-03-16T00:00:00.000Z');
    expect(lost.rule).toMatch(/^Lost once 60 days after pickup/);
  });

  it('when an air shipment is lost, then the action runs 2 years (Montreal art. 35)', () => {
    const lost = deadline({ mode: 'air', type: 'loss', deliveredAt: null, agreedDeliveryDate: '2026-03-10' });
    expect(lost).toMatchObject({ earliest: '2026-04-09T00:00:00.000Z', noticeBy: '2028-04-09T23:59:59.999Z', convention: 'montreal' });
  });

  it('when a delay claim comes before delivery, then the clock runs from the day it is opened, so it is in time', () => {
    const opened = '2026-03-20T12:00:00.000Z';
    const early = deadline({ type: 'delay', deliveredAt: null, agreedDeliveryDate: '2026-03-10', openedAt: opened });
    expect(early.noticeBy).toBe('2026-04-10T23:59:59.999Z');
    expect(isClaimLate(early, opened)).toBe(false);
  });

  it('when a claim is opened one millisecond after the notice deadline, then it is late; at the last moment it is not', () => {
    const due = deadline({ deliveredAt: '2026-12-21T15:00:00.000Z' });
    expect(isClaimLate(due, '2026-12-31T23:59:59.999Z')).toBe(false);
    expect(isClaimLate(due, '2027-01-01T00:00:00.000Z')).toBe(true);
  });
});

const limit = (input: Partial<LiabilityLimitInput>) =>
  liabilityLimit({ mode: 'truck', type: 'damage', affectedWeightKg: 120, packages: 2, freightCents: 50_000, declaredValueCents: null, insured: false, sdrRate: 1.5, ...input });

describe('liability limit by convention', () => {
  it('when goods are damaged by road, then the limit is 8.33 SDR per kg of the affected weight', () => {
    // 8.33 x 120 x 1.5 = 1,499.40
    expect(limit({})).toEqual({ limitCents: 149_940, basis: '8.33 SDR x 120 kg (CMR art. 23)' });
    expect(limit({ sdrRate: SDR_RATE }).limitCents).toBe(Math.round(8.33 * 120 * SDR_RATE * 100));
  });

  it('when goods are damaged by air, then the limit is 26 SDR per kg', () => {
    expect(limit({ mode: 'air', affectedWeightKg: 10 })).toEqual({ limitCents: 39_000, basis: '26 SDR x 10 kg (Montreal art. 22)' });
  });

  it('when light packages go by sea, then 666.67 SDR per package beats 2 SDR per kg', () => {
    // 3 x 666.67 = 2,000.01 SDR > 2 x 500 = 1,000 SDR; x 1.5 = 3,000.015
    expect(limit({ mode: 'sea', packages: 3, affectedWeightKg: 500 })).toEqual({ limitCents: 300_002, basis: '666.67 SDR x 3 packages (Hague-Visby art. IV.5)' });
  });

  it('when one heavy package goes by sea, then 2 SDR per kg beats the per-package limit', () => {
    expect(limit({ mode: 'sea', packages: 1, affectedWeightKg: 5000 })).toEqual({ limitCents: 1_500_000, basis: '2 SDR x 5000 kg (Hague-Visby art. IV.5)' });
  });

  it('when delivery is late, then the limit is the freight charge in every mode', () => {
    expect(limit({ type: 'delay' })).toEqual({ limitCents: 50_000, basis: 'Freight charge (CMR art. 23.5)' });
    expect(limit({ mode: 'sea', type: 'delay' }).limitCents).toBe(50_000);
    expect(limit({ mode: 'air', type: 'delay', affectedWeightKg: 10 })).toEqual({ limitCents: 50_000, basis: 'Freight charge (conditions of carriage)' });
  });

  it('when the customer declared a value and paid insurance, then the declared value is the limit, whatever the mode', () => {
    expect(limit({ declaredValueCents: 2_500_000, insured: true })).toEqual({ limitCents: 2_500_000, basis: 'Declared value, insured' });
    expect(limit({ mode: 'sea', type: 'delay', declaredValueCents: 2_500_000, insured: true }).limitCents).toBe(2_500_000);
  });

  it('when a value was declared but insurance was not paid, then the convention limit applies', () => {
    expect(limit({ declaredValueCents: 2_500_000, insured: false }).limitCents).toBe(149_940);
  });
});

describe('the next action a claim is due', () => {
  it('when a claim is submitted on a Friday, then it is to be acknowledged by the end of Monday', () => {
    const next = claimNextAction({ status: 'submitted', submittedAt: '2026-12-04T16:00:00.000Z', now: new Date('2026-12-05T10:00:00.000Z') });
    expect(next).toEqual({ action: 'acknowledge', dueBy: '2026-12-07T23:59:59.999Z', overdue: false });
  });

  it('when the working day after submission is a holiday, then acknowledgement is due the day after it', () => {
    const next = claimNextAction({ status: 'submitted', submittedAt: '2026-12-24T09:00:00.000Z', holidays: HOLIDAYS, now: new Date('2026-12-29T00:00:00.000Z') });
    expect(next).toEqual({ action: 'acknowledge', dueBy: '2026-12-28T23:59:59.999Z', overdue: true });
  });

  it('when a claim is in review, then the decision is due 30 days after submission; closed claims owe nothing', () => {
    expect(claimNextAction({ status: 'in_review', submittedAt: '2026-12-04T16:00:00.000Z', now: new Date('2026-12-05T00:00:00.000Z') })).toEqual({
      action: 'decide',
      dueBy: '2027-01-03T23:59:59.999Z',
      overdue: false,
    });
    expect(claimNextAction({ status: 'info_requested', submittedAt: '2026-12-04T16:00:00.000Z' })?.action).toBe('customer');
    expect(claimNextAction({ status: 'approved_partial', submittedAt: '2026-12-04T16:00:00.000Z', now: new Date('2027-01-04T00:00:00.000Z') })).toEqual({
      action: 'settle',
      dueBy: '2027-01-03T23:59:59.999Z',
      overdue: true,
    });
    expect(claimNextAction({ status: 'settled', submittedAt: '2026-12-04T16:00:00.000Z' })).toBeNull();
  });
});
