import type { GeoPoint } from '@meridian/contracts';

const GEO_TIMEOUT_MS = 10_000;

/** The phone's position when the driver allows it; null when refused, unavailable or too slow. */
export function currentPosition(): Promise<GeoPoint | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: round(position.coords.latitude), lng: round(position.coords.longitude) }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: GEO_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}

// Five decimals is about a metre: enough to find a truck, no false precision.
const round = (value: number) => Math.round(value * 1e5) / 1e5;

export function formatCoordinates({ lat, lng }: GeoPoint): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}
