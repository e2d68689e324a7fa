import { DELIVERY_FAILURE_REASON_LABELS, formatTrackingNumber, MAX_DELIVERY_ATTEMPTS, SHIPMENT_EVENT_LABELS, type Booking } from '@meridian/contracts';
import { ChevronLeft, ClipboardCheck, MapPin, PackageCheck, PackageX, Thermometer, Truck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDriverJob } from '../api/driver';
import { Alert } from '../../../components/ui/alert';
import { DRIVER_COPY } from '../../../content/driver';
import { ApiError, messageOr } from '../../../lib/api-client';
import { formatCalendarDate, formatDateTime } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { DeliverForm } from '../../../components/deliver-form/deliver-form';
import { JobSummary } from '../components/job-summary';
import { PrintLabelsButton } from '../../../components/labels/print-labels-button';
import { MilestoneBadge } from '../components/milestone-badge';
import { DeliveryFailedForm } from '../components/delivery-failed-form';
import { ConfirmMoveForm, FormButtons, LocationForm, ReadingForm, type SubmitMove } from '../components/move-forms';
import { PhotoField } from '../components/photo-field';
import { PickupForm } from '../components/pickup-form';
import { PieceScanStep, usePieceScans } from '../components/piece-scan-step';
import { driverMoves } from '../lib/job-moves';
import { applyPending } from '../outbox/outbox-logic';
import { useOnline, useOutbox, useQueueMove, useReadingAlert } from '../outbox/outbox-provider';
import { ExcursionWarning } from '../components/excursion-warning';
import { BookingDocumentsCard } from '../../../components/documents/booking-documents-card';
import { ReceiverPreferences } from '../../../components/shipment/receiver-preferences';
import type { DriverEventType } from '../outbox/outbox-types';

const ICONS: Record<DriverEventType, typeof Truck> = {
  pickup: PackageCheck,
  location: MapPin,
  'out-for-delivery': Truck,
  deliver: ClipboardCheck,
  'delivery-failed': PackageX,
  reading: Thermometer,
};

function BackLink() {
  return (
    <Link to="/driver" className="inline-flex min-h-12 items-center gap-1 text-base font-bold text-blue-800">
      <ChevronLeft aria-hidden="true" className="h-5 w-5" /> {DRIVER_COPY.allJobs}
    </Link>
  );
}

function MovePanel({ type, job, onSubmit, onCancel }: { type: DriverEventType; job: Booking; onSubmit: SubmitMove; onCancel: () => void }): ReactNode {
  switch (type) {
    case 'pickup':
      return <PickupForm job={job} onSubmit={onSubmit} onCancel={onCancel} />;
    case 'out-for-delivery':
      return <ConfirmMoveForm type={type} onSubmit={onSubmit} onCancel={onCancel} />;
    case 'location':
      return <LocationForm onSubmit={onSubmit} onCancel={onCancel} />;
    case 'reading':
      return <ReadingForm job={job} onSubmit={onSubmit} onCancel={onCancel} />;
    case 'deliver':
      return <DeliverPanel job={job} onSubmit={onSubmit} onCancel={onCancel} />;
    case 'delivery-failed':
      return <DeliveryFailedForm job={job} onSubmit={onSubmit} onCancel={onCancel} />;
  }
}

const moveLabel = (type: DriverEventType) => (type === 'delivery-failed' ? DRIVER_COPY.attempt.button : SHIPMENT_EVENT_LABELS[type]);

/** Decision 0108: the attempts that failed so far, newest last, so the next try knows what happened. */
function PastAttempts({ job }: { job: Booking }) {
  const attempts = job.deliveryAttempts ?? [];
  if (attempts.length === 0) return null;
  return (
    <section aria-labelledby="past-attempts" className="rounded-2xl bg-orange-50 p-4 ring-2 ring-orange-800">
      <h2 id="past-attempts" className="text-lg font-extrabold text-orange-950">
        {DRIVER_COPY.attempt.pastTitle} ({attempts.length} of {MAX_DELIVERY_ATTEMPTS})
      </h2>
      <ol className="mt-2 space-y-2">
        {attempts.map((attempt, i) => (
          <li key={`${attempt.at}-${i}`} className="text-base text-slate-950">
            <span className="font-bold">
              {i + 1}. {DELIVERY_FAILURE_REASON_LABELS[attempt.reason]}
            </span>{' '}
            · {formatDateTime(attempt.at)}
            {attempt.note && <span className="block text-slate-800">“{attempt.note}”</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Delivery on the phone: every piece scanned again (decision 0100), then the receiver signs, with any reservations. */
function DeliverPanel({ job, onSubmit, onCancel }: { job: Booking; onSubmit: SubmitMove; onCancel: () => void }) {
  const scans = usePieceScans(job.pieces ?? []);
  return (
        <DeliverForm
          scanStep={<PieceScanStep stage="delivery" scans={scans} />}
          piecesFor={(draft) => {
            const pieces = scans.collect();
            return pieces && scans.fits({ ...draft, pieces }) ? pieces : null;
          }}
          size="touch"
          bookedReceiver={job.receiverPerson.name}
          signatureHint="The receiver signs with a finger inside the box."
          signatureRequired={DRIVER_COPY.signatureRequired}
          photoField={(value, onChange) => <PhotoField value={value} onChange={onChange} />}
          onSubmit={onSubmit}
          buttons={(busy) => <FormButtons submitLabel="Submit delivery" busy={busy} onCancel={onCancel} />}
        />
  );
}

function Moves({ seen, job, waiting }: { seen: Booking; job: Booking; waiting: number }) {
  const queueMove = useQueueMove();
  const [open, setOpen] = useState<DriverEventType | null>(null);
  const { primary, moves } = driverMoves(job);
  const reading = useReadingAlert(job);

  if (moves.length === 0) {
    if (job.milestone === 'returned') return <Alert tone="error">{DRIVER_COPY.attempt.returned(MAX_DELIVERY_ATTEMPTS)}</Alert>;
    if (job.milestone !== 'delivered') return <Alert tone="error">{DRIVER_COPY.jobCancelled}</Alert>;
    return <Alert tone={waiting > 0 ? 'info' : 'success'}>{waiting > 0 ? DRIVER_COPY.deliveredWaiting : DRIVER_COPY.jobDone}</Alert>;
  }

  const submit: SubmitMove = async (draft) => {
    // The version comes from what the server last answered; the outbox chains it on any moves still waiting.
    await queueMove(seen, draft);
    if (draft.type === 'reading') reading.recordLocally(draft.celsius);
    setOpen(null);
  };

  return (
    <section aria-labelledby="next-step" className="space-y-3">
      {reading.alert && <ExcursionWarning alert={reading.alert} onDismiss={reading.dismiss} />}
      {job.milestone === 'delivery-attempted' && (
        <Alert tone="info" title={DRIVER_COPY.attempt.attemptedTitle}>
          {DRIVER_COPY.attempt.attemptedBody}
        </Alert>
      )}
      <h2 id="next-step" className="text-lg font-extrabold text-slate-950">
        {DRIVER_COPY.nextStep}
      </h2>
      {moves.map((type) => {
        const Icon = ICONS[type];
        const isOpen = open === type;
        const main = type === primary;
        return (
          <div key={type} className={isOpen ? 'rounded-2xl bg-white p-3 ring-2 ring-blue-800' : undefined}>
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={`move-${type}`}
              onClick={() => setOpen(isOpen ? null : type)}
              className={`flex min-h-16 w-full items-center justify-center gap-3 rounded-xl px-4 text-xl font-extrabold ${
                main ? 'bg-blue-800 text-white hover:bg-blue-900' : 'border-2 border-blue-800 bg-white text-blue-900 hover:bg-blue-50'
              }`}
            >
              <Icon aria-hidden="true" className="h-6 w-6" /> {moveLabel(type)}
            </button>
            {isOpen && (
              <div id={`move-${type}`} className="mt-3">
                <MovePanel type={type} job={job} onSubmit={submit} onCancel={() => setOpen(null)} />
              </div>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** /driver/jobs/:id: the job's details, then the driver's moves as big buttons. */
export function DriverJobPage() {
  const { id = '' } = useParams();
  const query = useDriverJob(id);
  const { pending } = useOutbox();
  const online = useOnline();
  const seen = query.data;
  usePageTitle(seen ? `Job ${formatTrackingNumber(seen.trackingNumber)}` : 'Job');

  if (!seen) {
    let state;
    if (query.isError) {
      const notFound = query.error instanceof ApiError && query.error.status === 404;
      state = (
        <Alert tone="error" title={DRIVER_COPY.jobLoadError}>
          {notFound ? 'This job is not assigned to you, or it no longer exists.' : messageOr(query.error, 'Check your connection and try again.')}
        </Alert>
      );
    } else if (!online) {
      state = <Alert tone="info">{DRIVER_COPY.offlineNoData}</Alert>;
    } else {
      state = <p className="py-8 text-center text-base font-semibold text-slate-800">Loading the job…</p>;
    }
    return (
      <div className="space-y-3">
        <BackLink />
        {state}
      </div>
    );
  }

  const job = applyPending(seen, pending);
  return (
    <div className="space-y-4">
      <BackLink />
      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="font-mono text-2xl font-extrabold whitespace-nowrap text-slate-950">{formatTrackingNumber(job.trackingNumber)}</h1>
          <MilestoneBadge milestone={job.milestone} />
        </div>
        <p className="mt-1 text-base text-slate-800">
          Pickup {formatCalendarDate(job.estimatedPickupDate)} · Delivery {formatCalendarDate(job.estimatedDeliveryDate)}
        </p>
      </div>
      <div className="rounded-2xl bg-white p-4 ring-2 ring-slate-300">
        <JobSummary job={job} />
        <PrintLabelsButton booking={job} className="mt-3" />
        {job.notes && <p className="mt-3 rounded-lg bg-yellow-50 px-3 py-2 text-base text-slate-950 ring-1 ring-yellow-600">Note: {job.notes}</p>}
        <ReceiverPreferences booking={job} className="mt-3" />
        {job.currentLocation && (
          <p className="mt-3 text-sm text-slate-800">
            Last place: <span className="font-semibold">{job.currentLocation.place}</span> · {formatDateTime(job.currentLocation.at)}
          </p>
        )}
      </div>
      <PastAttempts job={job} />
      <Moves seen={seen} job={job} waiting={pending.filter((entry) => entry.bookingId === seen._id).length} />
      {/* The papers travel with the job; offline the card says it could not load them, the moves still queue. */}
      {online && <BookingDocumentsCard bookingId={seen._id} version={seen.version} />}
    </div>
  );
}
