import { lazy, Suspense } from 'react';
import { RouteLoading } from '../shell/route-fallbacks';

// The driver area (its outbox, IndexedDB wrapper and contracts) loads only when a driver opens it, so the public
// pages' first load keeps its budget.
const DriverShell = lazy(() => import('../../features/driver/components/driver-shell').then((module) => ({ default: module.DriverShell })));

/** /driver: drivers, phone first (decisions 0011 and 0022). */
export function DriverLayout() {
  return (
    <Suspense fallback={<RouteLoading />}>
      <DriverShell />
    </Suspense>
  );
}
