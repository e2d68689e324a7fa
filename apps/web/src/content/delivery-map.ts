// The delivery map's words (decision 0110), on the tracking page and the customer's booking detail.

export const DELIVERY_MAP_COPY = {
  title: 'Delivery route',
  arriving: (window: string) => `Arriving ${window}`,
  noEta: 'The arrival time appears here once the driver is out for delivery.',
  etaUpdated: (time: string) => `Estimate updated ${time}`,
  pickup: 'Pickup',
  dropoff: 'Drop-off',
  driver: 'Driver',
  loading: 'Loading the map…',
  /** When the browser cannot draw the map (no WebGL) or its code failed to load: the places and time stay readable. */
  unavailable: 'The map cannot be shown in this browser. The arrival time and the places are listed here.',
  /** The map in words, for screen readers; the map itself is a picture. */
  describe: (parts: { from: string | null; to: string | null; driverAt: string | null }) =>
    [
      'Map of the delivery.',
      parts.from ? `Pickup: ${parts.from}.` : null,
      parts.to ? `Drop-off: ${parts.to}.` : null,
      parts.driverAt ? `The driver's position was last reported at ${parts.driverAt}.` : null,
    ]
      .filter(Boolean)
      .join(' '),
} as const;
