import { describe, expect, it } from 'vitest';
import { makeBooking } from '../../../mocks/fixtures/booking';
import { formatCoordinates } from './geolocation';
import { groupJobs, jobContact } from './job-groups';
import { driverMoves } from './job-moves';
import { dataUrlBytes, fitWithin } from './photo';

describe('driver helpers', () => {
  it('when jobs are grouped, then freight on board and pickups due today or overdue are Today, later pickups Upcoming', () => {
    const jobs = [
      makeBooking({ _id: 'overdue', estimatedPickupDate: '2026-11-22', milestone: 'assigned' }),
      makeBooking({ _id: 'today', estimatedPickupDate: '2026-11-23', milestone: 'assigned' }),
      makeBooking({ _id: 'on-board', estimatedPickupDate: '2026-11-25', milestone: 'picked-up', status: 'in-transit' }),
      makeBooking({ _id: 'later', estimatedPickupDate: '2026-11-25', milestone: 'assigned' }),
    ];
    const groups = groupJobs(jobs, '2026-11-23');
    expect(groups.today.map((job) => job._id)).toEqual(['overdue', 'today', 'on-board']);
    expect(groups.upcoming.map((job) => job._id)).toEqual(['later']);
  });

  it('when the freight is not picked up yet, then the contact is the pickup person; after, the receiver', () => {
    expect(jobContact(makeBooking({ milestone: 'assigned' }))).toEqual({ label: 'Pickup contact', name: 'Pia Pickup', phone: '+1 555 010 0300' });
    expect(jobContact(makeBooking({ milestone: 'picked-up' }))).toEqual({ label: 'Receiver', name: 'Rex Receiver', phone: '+1 555 010 0400' });
  });

  it.each([
    ['assigned', 'confirmed', false, 'pickup', ['pickup']],
    ['assigned', 'confirmed', true, 'pickup', ['pickup', 'reading']],
    ['picked-up', 'in-transit', true, 'out-for-delivery', ['out-for-delivery', 'deliver', 'location', 'reading']],
    ['in-transit', 'in-transit', false, 'out-for-delivery', ['out-for-delivery', 'deliver', 'location']],
    ['out-for-delivery', 'in-transit', false, 'deliver', ['deliver', 'delivery-failed', 'location']],
    ['delivery-attempted', 'in-transit', false, 'out-for-delivery', ['out-for-delivery', 'deliver', 'location']],
    ['delivered', 'delivered', true, undefined, []],
    ['cancelled', 'cancelled', false, undefined, []],
  ] as const)('when the job is %s, then the driver’s main move is %s and the moves are %o', (milestone, status, isPerishable, primary, moves) => {
    expect(driverMoves(makeBooking({ milestone, status, isPerishable }))).toEqual({ primary, moves });
  });

  it('when a photo is larger than 1600 px, then it is drawn within 1600 px keeping its shape; smaller photos keep their size', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('when a data URL is measured, then it counts the decoded bytes', () => {
    expect(dataUrlBytes(`data:image/png;base64,${btoa('abcd')}`)).toBe(4);
    expect(dataUrlBytes(`data:image/png;base64,${btoa('abcde')}`)).toBe(5);
    expect(formatCoordinates({ lat: 39.2904, lng: -76.6122 })).toBe('39.29040, -76.61220');
  });
});
