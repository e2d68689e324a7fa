import { findExcursions, temperatureBand } from '@meridian/contracts';
import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { advanceExcursions, type StoredExcursion } from '../../src/modules/cold-chain/excursion-steps';
import { buildTestApp } from '../support/app';

// The reference function knows readings only; ids, closedBy and acknowledgements are the stored state's own.
const iso = (e: StoredExcursion) => ({ openedAt: e.openedAt.toISOString(), closedAt: e.closedAt?.toISOString() ?? null, peakCelsius: e.peakCelsius, direction: e.direction });
let ids = 0;
const newId = () => String((ids += 1));

describe('advanceExcursions (incremental) against the contracts’ findExcursions (whole log)', () => {
  it('when readings arrive in any split into batches, and only the batches that change something are written, then the stored excursions equal the reference over the whole log', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 15 }), { maxLength: 40 }), fc.array(fc.nat(40), { maxLength: 5 }), (temps, cuts) => {
        const readings = temps.map((celsius, i) => ({ at: new Date(Date.UTC(2026, 0, 1, 0, i)), celsius }));
        const band = temperatureBand(5);
        const bounds = [0, ...[...new Set(cuts)].sort((a, b) => a - b), readings.length];
        let excursions: StoredExcursion[] = [];
        let opened = 0;
        let closed = 0;
        for (let k = 0; k < bounds.length - 1; k += 1) {
          const step = advanceExcursions(excursions, readings.slice(bounds[k], bounds[k + 1]), band, newId);
          // Decision 0078: a step that says nothing changed is not written, so the stored excursions must still hold.
          if (!step.changed) expect(step.excursions).toEqual(excursions);
          else excursions = step.excursions;
          opened += step.transitions.filter((t) => t.kind === 'excursion-opened').length;
          closed += step.transitions.filter((t) => t.kind === 'excursion-closed').length;
        }
        const reference = findExcursions(readings.map((r) => ({ at: r.at.toISOString(), celsius: r.celsius })), band);
        expect(excursions.map(iso)).toEqual(reference);
        expect(opened).toBe(reference.length);
        expect(closed).toBe(reference.filter((e) => e.closedAt !== null).length);
      }),
    );
  });
});

describe('OpenAPI', () => {
  it('when the document is fetched, then it lists the cold-chain endpoints', async () => {
    const { app } = buildTestApp();
    const res = await request(app).get('/api/v1/openapi.json');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/bookings/{id}/readings',
        '/ops/device-keys',
        '/ops/device-keys/{id}',
        '/telemetry/readings',
        '/bookings/{id}/temperature-report.pdf',
        '/bookings/{id}/excursions/{excursionId}/acknowledgement',
        '/ops/excursions',
        '/temperature-reports/{digest}',
      ]),
    );
    expect(Object.keys(res.body.components.schemas)).toEqual(
      expect.arrayContaining(['TelemetryBatch', 'TemperatureLog', 'IssuedDeviceKey', 'RecordedReading', 'TemperatureReportSummary', 'ExcursionAcknowledge', 'OpsExcursionList']),
    );
  });
});
