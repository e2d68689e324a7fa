// Zod-free helpers only: this page is public and inside the first-load budget.
import { isValidTrackingNumber, normalizeTrackingNumber, TRACKING_NOT_FOUND, TRACKING_NUMBER_INVALID, trackingPagePath } from '@meridian/contracts/tracking-number';
import { PackageSearch } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useMediaQuery } from '../../../lib/use-media-query';
import { usePageTitle } from '../../../lib/use-page-title';
import { useTracking, useTrackingSamples } from '../api/get-tracking';
import { ShipmentMap } from '../components/shipment-map';
import { ShipmentSideCards } from '../components/shipment-side-cards';
import { ShipmentSummary } from '../components/shipment-summary';
import { ShipmentTimeline } from '../components/shipment-timeline';
import { TrackingForm } from '../components/tracking-form';

// Only perishable shipments chart their temperature; the chart and its formatters load with the first one, keeping the
// public page within its first-load budget.
const TemperatureSummary = lazy(() => import('../components/temperature-summary').then((m) => ({ default: m.TemperatureSummary })));
// Only a receiver's signed link (?t=, decision 0112) shows their card, with its form; it loads for them alone.
const ReceiverCard = lazy(() => import('../components/receiver-card').then((m) => ({ default: m.ReceiverCard })));

const FINAL_STATUSES = ['delivered', 'cancelled', 'returned'];
// Tailwind's lg, where the side column sits beside the main one.
const SIDE_BY_SIDE_QUERY = '(min-width: 1024px)';

/**
 * The number lives in the URL (/track/MX-XXXXX-XXXXXC, or the older /track?id=...), so a link opens
 * straight onto its shipment.
 */
export function TrackingPage() {
  usePageTitle('Track Shipment');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromUrl = (useParams().trackingNumber ?? params.get('id'))?.trim() ?? '';
  const urlNumber = fromUrl && isValidTrackingNumber(fromUrl) ? normalizeTrackingNumber(fromUrl) : undefined;
  const [input, setInput] = useState(fromUrl);
  // Back and forward move through searches: the box follows the URL.
  const [shownUrl, setShownUrl] = useState(fromUrl);
  if (shownUrl !== fromUrl) {
    setShownUrl(fromUrl);
    setInput(fromUrl);
  }
  const [typedError, setTypedError] = useState<string>();
  // The button says Tracking... for the visitor's own search only: out for delivery the page asks again every few
  // seconds (decision 0110), and a button that blinks on each of those is noise.
  const [searchingAgain, setSearchingAgain] = useState(false);
  const receiverToken = params.get('t')?.trim() || undefined;
  const query = useTracking(urlNumber, receiverToken);
  // Samples are offered only before a search: a link to a shipment does not ask for them.
  const samples = useTrackingSamples(!fromUrl).data?.samples ?? [];

  const search = (value: string) => {
    const typed = value.trim();
    if (!typed) return;
    // The check character catches a mistyped number here, before any request.
    if (!isValidTrackingNumber(typed)) {
      setTypedError(TRACKING_NUMBER_INVALID);
      return;
    }
    setTypedError(undefined);
    const number = normalizeTrackingNumber(typed);
    if (number === urlNumber) {
      setSearchingAgain(true);
      void query.refetch().finally(() => setSearchingAgain(false));
    }
    else void navigate(trackingPagePath(number));
  };

  const change = (value: string) => {
    setInput(value);
    if (typedError) setTypedError(undefined);
  };

  const inputError = typedError ?? (fromUrl && !urlNumber ? TRACKING_NUMBER_INVALID : undefined);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const shipment = urlNumber ? query.data : undefined;
  // The receiver came to choose a window: on a phone their card follows the summary instead of the map and the
  // timeline (decision 0117's screenshots); beside them, it heads the side column. Rendered once, so one form.
  const wide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  // A link that expired with the delivery has nothing left to offer: the page is then a stranger's.
  const receiverCard = shipment && receiverToken && (shipment.receiver || !FINAL_STATUSES.includes(shipment.statusCode)) && (
    <Suspense fallback={<p role="status">Loading your delivery...</p>}>
      <ReceiverCard shipment={shipment} receiverToken={receiverToken} checked={query.isFetchedAfterMount} />
    </Suspense>
  );

  return (
    <div className="min-h-screen bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <header className="text-center">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Track Your Shipment</h1>
          <p className="mt-2 text-slate-700">Enter your tracking number to see where your shipment is.</p>
        </header>
        <div className="mx-auto mt-8 max-w-2xl">
          <TrackingForm
            value={input}
            onChange={change}
            onSubmit={search}
            loading={(query.isFetching && query.isPending) || searchingAgain}
            error={inputError}
            samples={fromUrl ? [] : samples}
          />
        </div>
        <div className="mt-8" aria-live="polite">
          {notFound && (
            <div className="mx-auto max-w-2xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200" data-testid="tracking-not-found">
              <PackageSearch aria-hidden="true" className="mx-auto h-12 w-12 text-slate-500" />
              <h2 className="mt-3 text-xl font-bold text-slate-900">Shipment not found</h2>
              <p className="mt-2 text-slate-700">{TRACKING_NOT_FOUND} Check the number on your booking confirmation and try again.</p>
            </div>
          )}
          {/* A shipment on screen stays on screen: a refresh that fails (the budget spent, the network gone) is not news. */}
          {query.error && !notFound && !shipment && (
            <Alert tone="error" className="mx-auto max-w-2xl">
              {messageOr(query.error, 'Tracking failed. Please try again.')}
            </Alert>
          )}
          {shipment && (
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="space-y-6 lg:col-span-2">
                <ShipmentSummary shipment={shipment} />
                {!wide && receiverCard}
                <ShipmentMap shipment={shipment} />
                <ShipmentTimeline shipment={shipment} />
                {shipment.temperature && (
                  <Suspense fallback={<p role="status">Loading temperature chart...</p>}>
                    <TemperatureSummary summary={shipment.temperature} />
                  </Suspense>
                )}
              </div>
              <div className="space-y-4">
                {wide && receiverCard}
                <ShipmentSideCards shipment={shipment} />
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
