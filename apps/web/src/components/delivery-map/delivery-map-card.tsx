import type { EtaWindow } from '@meridian/contracts';
import { Component, lazy, Suspense, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { DELIVERY_MAP_COPY as COPY } from '../../content/delivery-map';
import { formatClock, formatEtaWindow } from './eta-text';
import type { DeliveryMapProps } from './types';
import { supportsWebGL } from './webgl';

// Decision 0110: MapLibre and the country shapes are a chunk of their own, fetched when a map first shows; no public
// page's first load carries them.
const DeliveryMap = lazy(() => import('./delivery-map'));

/** A chunk that fails to load or a map that throws leaves the words, never a broken page. */
class MapFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const noSubscription = () => () => undefined;
/** Server-drawn pages (decision 0068) say nothing about WebGL; the browser answers once it runs the page. */
const useWebGL = () => useSyncExternalStore(noSubscription, supportsWebGL, () => false);

function Unavailable() {
  return (
    <p className="flex h-40 items-center justify-center rounded-xl bg-slate-100 p-6 text-center text-sm text-slate-700" data-testid="delivery-map-unavailable">
      {COPY.unavailable}
    </p>
  );
}

export interface DeliveryMapCardProps extends DeliveryMapProps {
  eta: EtaWindow | null;
  /** The two ends in words ("Seattle, WA"), for the text alternative and beside the map. */
  places: { from: string | null; to: string | null };
}

/**
 * The route on a map with the arrival window beside it (decision 0110): on the tracking page and the customer's
 * booking detail. The map is a picture; everything it shows is also said in words here.
 */
export function DeliveryMapCard({ pickup, dropoff, position, eta, places }: DeliveryMapCardProps) {
  const headingId = useId();
  const captionId = useId();
  const webgl = useWebGL();
  const [failed, setFailed] = useState(false);
  const arrival = eta ? formatEtaWindow(eta) : null;
  const updated = eta ? formatClock(eta.updatedAt) : null;
  const driverAt = position ? formatClock(position.at) : null;
  const showMap = Boolean(pickup || dropoff || position);
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" data-testid="delivery-map-card">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {COPY.title}
      </h2>
      <div className="mt-4 flex flex-col gap-4 md:flex-row-reverse md:items-start">
        <div className="md:w-64 md:shrink-0" aria-live="polite">
          {arrival ? (
            <>
              <p className="text-lg font-bold text-slate-900" data-testid="eta-window">
                {COPY.arriving(arrival)}
              </p>
              {updated && <p className="mt-1 text-xs text-slate-700">{COPY.etaUpdated(updated)}</p>}
            </>
          ) : (
            <p className="text-sm text-slate-700" data-testid="eta-none">
              {COPY.noEta}
            </p>
          )}
          <dl className="mt-4 space-y-2 text-sm">
            {places.from && (
              <div className="flex items-center gap-2">
                <span aria-hidden="true" className="h-3 w-3 shrink-0 rounded-full bg-slate-700" />
                <dt className="text-slate-700">{COPY.pickup}</dt>
                <dd className="font-semibold text-slate-900">{places.from}</dd>
              </div>
            )}
            {places.to && (
              <div className="flex items-center gap-2">
                <span aria-hidden="true" className="h-3 w-3 shrink-0 rounded-sm bg-blue-700" />
                <dt className="text-slate-700">{COPY.dropoff}</dt>
                <dd className="font-semibold text-slate-900">{places.to}</dd>
              </div>
            )}
            {position && (
              <div className="flex items-center gap-2" data-testid="driver-position" data-lat={position.lat} data-lng={position.lng}>
                <span aria-hidden="true" className="h-3 w-3 shrink-0 rounded-full bg-orange-600" />
                <dt className="text-slate-700">{COPY.driver}</dt>
                <dd className="font-semibold text-slate-900">{driverAt}</dd>
              </div>
            )}
          </dl>
        </div>
        {showMap && (
          <figure className="min-w-0 flex-1" aria-labelledby={captionId}>
            <figcaption id={captionId} className="sr-only" data-testid="delivery-map-text">
              {COPY.describe({ from: places.from, to: places.to, driverAt })}
            </figcaption>
            {!webgl || failed ? (
              <Unavailable />
            ) : (
              <MapFailure fallback={<Unavailable />}>
                <Suspense
                  fallback={
                    <p role="status" className="flex h-64 items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-700 sm:h-80">
                      {COPY.loading}
                    </p>
                  }
                >
                  <DeliveryMap pickup={pickup} dropoff={dropoff} position={position} onUnavailable={() => setFailed(true)} />
                </Suspense>
              </MapFailure>
            )}
          </figure>
        )}
      </div>
    </section>
  );
}
