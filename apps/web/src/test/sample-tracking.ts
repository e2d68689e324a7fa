import type { TrackingShipment } from '@meridian/contracts';

// A public tracking answer (GET /tracking/{number}) for a shipment in transit, last seen two hours
// ago, for component tests of the tracking page and of what the server draws from it.
export function makeTrackingShipment(overrides: Partial<TrackingShipment> = {}): TrackingShipment {
  return {
    id: 'DL-1001',
    status: 'In Transit',
    statusCode: 'in-transit',
    milestone: 'in-transit',
    estimatedDelivery: '2099-05-03',
    progress: 67,
    from: { city: 'Seattle', state: 'WA', address: 'Seattle, WA', contact: 'Alex' },
    to: { city: 'Chicago', state: 'IL', address: 'Chicago, IL', contact: 'Sam' },
    driver: { name: 'Diego', truck: 'TRK-2041' },
    currentLocation: { place: 'Billings, MT', at: new Date(Date.now() - 2 * 3_600_000).toISOString() },
    delivery: null,
    lastUpdated: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    timeline: [
      { status: 'Booking Confirmed', time: '2099-05-01T09:00:00.000Z', completed: true, description: 'Your booking has been confirmed by our team.' },
      { status: 'Assigned', time: '2099-05-01T10:00:00.000Z', completed: true, description: 'A driver and vehicle have been assigned.' },
      { status: 'Picked Up', time: '2099-05-01T12:00:00.000Z', completed: true, description: 'Your shipment has been picked up.' },
      { status: 'In Transit', time: '2099-05-02T08:00:00.000Z', completed: true, description: 'Your shipment is on its way.' },
      { status: 'Out for Delivery', time: null, completed: false, description: 'Your shipment is out for delivery.' },
      { status: 'Delivered', time: null, completed: false, description: 'Your shipment has been delivered.' },
    ],
    isPerishable: false,
    hasProofOfDelivery: false,
    ...overrides,
  };
}
