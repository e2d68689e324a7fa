import 'maplibre-gl/dist/maplibre-gl.css';
import { LngLatBounds, Map as MapLibreMap, Marker, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
// Decision 0110: MapLibre's worker as a file of our own build (a module worker from 'self'), so the
// Content-Security-Policy needs no blob: workers.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { feature } from 'topojson-client';
import countriesTopology from 'world-atlas/countries-110m.json';
import { useEffect, useRef } from 'react';
import { useMapConfig } from './map-config';
import type { DeliveryMapProps, MapPoint } from './types';

setWorkerUrl(workerUrl);

type Topology = Parameters<typeof feature>[0];
const topology = countriesTopology as unknown as Topology;
const countries = feature(topology, topology.objects.countries!);

// Natural Earth's 1:110m shapes are honest at country scale only; closer in, the street tiles (when configured) carry it.
const MAX_ZOOM_SHAPES = 7;
const MAX_ZOOM_STREETS = 16;

const BASE_STYLE: StyleSpecification = {
  version: 8,
  sources: { countries: { type: 'geojson', data: countries } },
  layers: [
    { id: 'sea', type: 'background', paint: { 'background-color': '#dbeafe' } },
    { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f8fafc' } },
    { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': '#94a3b8', 'line-width': 0.7 } },
  ],
};

function markerElement(kind: 'pickup' | 'dropoff' | 'driver'): HTMLElement {
  const el = document.createElement('div');
  el.dataset.testid = `map-marker-${kind}`;
  el.className =
    kind === 'driver'
      ? 'h-5 w-5 rounded-full border-[3px] border-white bg-orange-600 shadow-lg ring-4 ring-orange-500/30'
      : kind === 'pickup'
        ? 'h-4 w-4 rounded-full border-[3px] border-white bg-slate-700 shadow'
        : 'h-4 w-4 rounded-sm border-[3px] border-white bg-blue-700 shadow';
  // The destination stays visible when the driver reaches it.
  if (kind === 'dropoff') el.style.zIndex = '1';
  return el;
}

const lngLat = (point: MapPoint): [number, number] => [point.lng, point.lat];

function boundsOf(points: MapPoint[]): LngLatBounds | null {
  const [first, ...rest] = points;
  if (!first) return null;
  return rest.reduce((bounds, point) => bounds.extend(lngLat(point)), new LngLatBounds(lngLat(first), lngLat(first)));
}

/**
 * The MapLibre map (its own chunk, decision 0110): country shapes from world-atlas with no tile server, street tiles
 * when the server names one, the route's two ends and the driver. A picture only: the card around it says it in words.
 */
export default function DeliveryMap({ pickup, dropoff, position, onUnavailable }: DeliveryMapProps & { onUnavailable: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const driver = useRef<Marker | null>(null);
  const tiles = useMapConfig().data?.tiles ?? null;
  // Effects read the newest props from here and re-run when a point's value changes, not each time a refetch hands
  // over equal objects.
  const latest = useRef({ pickup, dropoff, position, onUnavailable });
  latest.current = { pickup, dropoff, position, onUnavailable };
  const endsKey = `${pickup?.lat},${pickup?.lng};${dropoff?.lat},${dropoff?.lng}`;
  const positionKey = `${position?.lat},${position?.lng}`;

  // The map and its fixed ends, drawn once per pair of ends.
  useEffect(() => {
    const { pickup, dropoff } = latest.current;
    if (!container.current) return;
    let created: MapLibreMap;
    try {
      created = new MapLibreMap({
        container: container.current,
        style: BASE_STYLE,
        center: [0, 20],
        zoom: 1,
        maxZoom: MAX_ZOOM_SHAPES,
        attributionControl: { compact: true },
        // One finger scrolls the page on a phone; two move the map (a map mid-page must not trap the scroll).
        cooperativeGestures: true,
        dragRotate: false,
        pitchWithRotate: false,
      });
    } catch {
      latest.current.onUnavailable();
      return;
    }
    map.current = created;
    created.on('webglcontextlost', () => latest.current.onUnavailable());
    // A street tile that fails (the tile server down or slow) leaves the country shapes under it: not worth a console
    // error per tile. Anything else is reported as MapLibre would.
    created.on('error', (event) => {
      if ((event as { sourceId?: string }).sourceId !== 'streets') console.error(event.error);
    });
    const ends = [pickup, dropoff].filter((point): point is MapPoint => Boolean(point));
    if (pickup) new Marker({ element: markerElement('pickup') }).setLngLat(lngLat(pickup)).addTo(created);
    if (dropoff) new Marker({ element: markerElement('dropoff') }).setLngLat(lngLat(dropoff)).addTo(created);
    // Screenshots and journeys wait for this: the shapes are drawn, not merely the canvas placed.
    created.once('idle', () => created.getContainer().setAttribute('data-drawn', 'true'));
    created.on('load', () => {
      if (pickup && dropoff) {
        created.addSource('route', { type: 'geojson', data: { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [lngLat(pickup), lngLat(dropoff)] } } });
        created.addLayer({ id: 'route', type: 'line', source: 'route', paint: { 'line-color': '#1d4ed8', 'line-width': 2, 'line-dasharray': [2, 2] } });
      }
    });
    const bounds = boundsOf(ends);
    if (bounds) created.fitBounds(bounds, { padding: 48, maxZoom: MAX_ZOOM_SHAPES, animate: false });
    return () => {
      created.remove();
      map.current = null;
      driver.current = null;
    };
  }, [endsKey]);

  // Street tiles under the ends once the server says where they come from.
  useEffect(() => {
    const current = map.current;
    if (!current || !tiles) return;
    const add = () => {
      if (current.getSource('streets')) return;
      current.addSource('streets', { type: 'raster', tiles: [tiles.url], tileSize: 256, ...(tiles.attribution ? { attribution: tiles.attribution } : {}) });
      current.addLayer({ id: 'streets', type: 'raster', source: 'streets' }, current.getLayer('route') ? 'route' : undefined);
      current.setMaxZoom(MAX_ZOOM_STREETS);
    };
    if (current.loaded()) add();
    else current.once('load', add);
  }, [tiles]);

  // The driver's marker follows each new position; the view moves only when the driver leaves it.
  useEffect(() => {
    const { pickup, dropoff, position } = latest.current;
    const current = map.current;
    if (!current) return;
    if (!position) {
      driver.current?.remove();
      driver.current = null;
      return;
    }
    const at = lngLat(position);
    driver.current ??= new Marker({ element: markerElement('driver') }).setLngLat(at).addTo(current);
    driver.current.setLngLat(at);
    const el = driver.current.getElement();
    el.dataset.lat = String(position.lat);
    el.dataset.lng = String(position.lng);
    if (!current.getBounds().contains(at)) {
      const bounds = boundsOf([position, ...[pickup, dropoff].filter((point): point is MapPoint => Boolean(point))]);
      if (bounds) current.fitBounds(bounds, { padding: 48, maxZoom: current.getMaxZoom(), duration: 600 });
    }
  }, [positionKey, endsKey]);

  // Not aria-hidden: MapLibre's canvas and attribution button take focus (keyboard panning); the figure's caption says the same in words.
  return <div ref={container} className="h-64 w-full overflow-hidden rounded-xl bg-blue-100 sm:h-80" data-testid="delivery-map-canvas" />;
}
