import { SAMPLE_TRACKING_NUMBERS, trackingSamplesSchema } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { seedDemoData } from '../../src/seed/seed';
import { buildTestApp } from '../support/app';

// Decision 0044: the tracking page offers DL-1001..DL-1003 only where they exist.
const { app, config } = buildTestApp();
const samples = () => request(app).get('/api/v1/tracking/samples');

describe('GET /api/v1/tracking/samples', () => {
  it('when no demo data is seeded, then it answers an empty list; once seeded, the three sample numbers', async () => {
    await BookingModel.deleteMany({ trackingNumber: mongoose.trusted({ $in: [...SAMPLE_TRACKING_NUMBERS] }) });
    const before = await samples();
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ error: false, data: { samples: [] } });

    await seedDemoData(config.bcryptCost);
    const after = await samples();
    expect(after.status).toBe(200);
    expect(trackingSamplesSchema.parse(after.body.data)).toEqual({ samples: [...SAMPLE_TRACKING_NUMBERS] });
    // The word "samples" is never read as a tracking number.
    expect(after.body.message).toBe('Sample tracking numbers');
  });

  it('when a sample is then removed, then only the ones that remain are offered', async () => {
    await seedDemoData(config.bcryptCost);
    await BookingModel.deleteOne({ trackingNumber: 'DL-1002' });
    expect((await samples()).body.data.samples).toEqual(['DL-1001', 'DL-1003']);
  });
});
