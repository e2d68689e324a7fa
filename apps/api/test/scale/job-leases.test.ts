import { describe, expect, it } from 'vitest';
import { acquireLease, JobLeaseModel, releaseLease } from '../../src/lib/leases';

// Decision 0031: periodic work runs in every process; a lease in MongoDB lets one holder at a time do a given job.
describe('job leases', () => {
  it('when three processes ask for the same lease at once, then exactly one gets it and renews it while the others wait', async () => {
    const holders = ['host-a:1', 'host-b:1', 'host-c:1'];
    const granted = await Promise.all(holders.map((holder) => acquireLease('overdue-invoices', 60_000, holder)));
    expect(granted.filter(Boolean)).toHaveLength(1);
    const winner = holders[granted.indexOf(true)] ?? '';
    expect(await acquireLease('overdue-invoices', 60_000, winner)).toBe(true);
    expect(await acquireLease('overdue-invoices', 60_000, holders.find((h) => h !== winner))).toBe(false);
    expect(await JobLeaseModel.findById('overdue-invoices').lean()).toMatchObject({ holder: winner });
  });

  it('when the holder releases the lease or lets it expire, then another process takes it over', async () => {
    expect(await acquireLease('mail-sweep', 60_000, 'host-a:1')).toBe(true);
    await releaseLease('mail-sweep', 'host-a:1');
    expect(await acquireLease('mail-sweep', 60_000, 'host-b:1')).toBe(true);

    // A holder that died: its lease ran out in the past.
    await JobLeaseModel.updateOne({ _id: 'mail-sweep' }, { $set: { until: new Date(Date.now() - 1_000) } });
    expect(await acquireLease('mail-sweep', 60_000, 'host-c:1')).toBe(true);
    expect(await JobLeaseModel.findById('mail-sweep').lean()).toMatchObject({ holder: 'host-c:1' });
  });
});
