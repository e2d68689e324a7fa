import { describe, expect, it } from 'vitest';
import { MigrationModel } from '../../src/migrations/migrations.model';
import { runPendingMigrations, type Migration } from '../../src/migrations/run-migrations';

// Decision 0035: one-off data changes run once per database, are recorded, and a run cut short runs again.
describe('runPendingMigrations', () => {
  it('when a migration has run, then it is recorded and the next start runs it no more', async () => {
    let runs = 0;
    const migration: Migration = { id: `test-once-${Date.now()}`, run: async () => ((runs += 1), 7) };
    expect(await runPendingMigrations([migration])).toEqual([{ id: migration.id, changed: 7 }]);
    expect(await runPendingMigrations([migration])).toEqual([]);
    expect(runs).toBe(1);
    expect(await MigrationModel.findById(migration.id).lean()).toMatchObject({ changed: 7, finishedAt: expect.any(Date) });
  });

  it('when a migration dies half way, then nothing is recorded and the next start runs it again', async () => {
    let attempts = 0;
    const migration: Migration = {
      id: `test-crash-${Date.now()}`,
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('killed mid-way');
        return 3;
      },
    };
    await expect(runPendingMigrations([migration])).rejects.toThrow('killed mid-way');
    expect(await MigrationModel.findById(migration.id).lean()).toBeNull();
    expect(await runPendingMigrations([migration])).toEqual([{ id: migration.id, changed: 3 }]);
    expect(attempts).toBe(2);
  });
});
