import {
  actualTimes,
  attemptOfMax,
  DELIVERY_FAILURE_REASON_LABELS,
  MAX_DELIVERY_ATTEMPTS,
  placeLabel,
  CUSTOMER_TYPES,
  formatMoney,
  formatTrackingNumber,
  isCancellable,
  isFinalStatus,
  MESSAGES,
  PAYMENT_STATUS_LABELS,
  QUOTE_LABELS,
  toCents,
  trackingPagePath,
  VEHICLE_TYPE_LABELS,
  type Booking,
} from '@meridian/contracts';
import { AlertTriangle, ArrowLeft, MapPinned, Pencil, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useBooking } from '../../../api/bookings';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { TrackingNumber } from '../../../components/ui/tracking-number';
import { statusLabel, statusTone, TONE_CLASSES } from '../../../components/ui/status-badge';
import { messageOr } from '../../../lib/api-client';
import { formatCalendarDate, formatDateTime, formatDay } from '../../../lib/format-date';
import { useMayBook } from '../../../api/organization';
import { mayReportProblem, newClaimPath } from '../../../lib/claim-links';
import { CLAIMS_COPY } from '../../../content/claims';
import { MoneyLinks } from '../../../components/shipment/money-links';
import { usePageTitle } from '../../../lib/use-page-title';
import { CancelBookingDialog } from '../components/cancel-booking-dialog';
import { EditBookingDialog, finalStatusMessage } from '../components/edit-booking-dialog';
import { EmailText } from '../components/email-text';
import { StatusIcon } from '../components/status-icon';
import { BookingMap } from '../components/booking-map';
import { TemperatureLogSection } from '../components/temperature-log-section';
import { RatingSection } from '../components/rating-section';
import { ShipmentHistory } from '../../../components/shipment-history/shipment-history';
import { ProofOfDeliverySection } from '../components/proof-of-delivery-section';
import { BookingDocumentsCard } from '../../../components/documents/booking-documents-card';
import { EmissionsFacts } from '../../../components/shipment/emissions-facts';
import { PiecesTable } from '../../../components/shipment/pieces-table';
import { CustomsFacts } from '../../../components/shipment/customs-facts';
import { CUSTOMS_COPY } from '../../../content/booking-wizard';
import { PrintLabelsButton } from '../../../components/labels/print-labels-button';
import { RouteFacts } from '../../../components/shipment/route-facts';
import { BOOKING_PLACE_COPY, ROUTE_COPY, EMISSIONS_COPY, PIECES_COPY } from '../../../content/shipment-facts';
import { countryName } from '../../../components/location/country-names';
import { cityLine } from '../../../lib/format-place';

// A save says so where the user lands when the dialog closes (decision 0014).
const SAVED_MESSAGES = { edit: 'Booking updated.', cancel: 'Booking cancelled.' } as const;

/** A paid booking owes nothing: its price is what was paid (decision 0044). */
function amountLabel(paymentStatus: Booking['paymentStatus'] | undefined): string {
  return paymentStatus === 'paid' ? QUOTE_LABELS.amountPaid : QUOTE_LABELS.amountDue;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Decision 0108: why each delivery failed and when; after the last one the shipment goes back to the sender. */
function DeliveryAttemptsList({ booking }: { booking: Booking }) {
  return (
    <>
      {booking.status === 'returned' && (
        <p className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-900 ring-1 ring-red-200">
          We could not deliver this shipment after {MAX_DELIVERY_ATTEMPTS} attempts, so it is going back to {placeLabel(booking.pickupLocation)}.
        </p>
      )}
      <ol className="space-y-2">
        {(booking.deliveryAttempts ?? []).map((attempt, n) => (
          <li key={`${attempt.at}-${n}`} className="text-sm text-slate-800">
            <span className="font-semibold text-slate-900">
              {attemptOfMax(n + 1)}: {DELIVERY_FAILURE_REASON_LABELS[attempt.reason]}
            </span>{' '}
            · {formatDateTime(attempt.at)}
            {attempt.note && <span className="block break-words whitespace-pre-wrap">{attempt.note}</span>}
          </li>
        ))}
      </ol>
    </>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="font-semibold break-words text-slate-900">{value}</dd>
    </div>
  );
}

interface EndpointProps {
  title: string;
  person: Booking['pickupPerson'];
  location: Booking['pickupLocation'];
  /** The planned calendar date until the step happens, then the actual time (decision 0084). */
  when: { label: string; value: string };
}

function Endpoint({ title, person, location, when }: EndpointProps) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold text-blue-800">{title}</h3>
      <dl className="mt-3 space-y-2">
        <Item label="Contact" value={person.name} />
        <Item label="Phone" value={person.phone} />
        <Item label="Email" value={<EmailText email={person.email} />} />
        <Item label={BOOKING_PLACE_COPY.address} value={location.address} />
        <Item label={BOOKING_PLACE_COPY.city} value={cityLine(location)} />
        <Item
          label={BOOKING_PLACE_COPY.country}
          value={
            <span data-testid={`${title.toLowerCase()}-country`} className={location.country ? undefined : 'font-normal text-slate-700 italic'}>
              {countryName(location.country) || BOOKING_PLACE_COPY.countryMissing}
            </span>
          }
        />
        <Item label={when.label} value={<span data-testid={`${title.toLowerCase()}-when`}>{when.value}</span>} />
      </dl>
    </div>
  );
}

type CountryField = 'pickupLocation.country' | 'dropoffLocation.country';

/** The places of an old booking still without a country (decision 0096), pickup first. */
function placesNeedingCountry(booking: Booking): { field: CountryField; label: string }[] {
  const places: { field: CountryField; label: string }[] = [];
  if (booking.pickupLocation.needsCountry) places.push({ field: 'pickupLocation.country', label: `${BOOKING_PLACE_COPY.pickup}: ${booking.pickupLocation.city}` });
  if (booking.dropoffLocation.needsCountry) places.push({ field: 'dropoffLocation.country', label: `${BOOKING_PLACE_COPY.dropoff}: ${booking.dropoffLocation.city}` });
  return places;
}

function BookingDetail({ booking }: { booking: Booking }) {
  const [dialog, setDialog] = useState<'edit' | 'cancel' | null>(null);
  const [focusField, setFocusField] = useState<CountryField | undefined>();
  const [saved, setSaved] = useState<keyof typeof SAVED_MESSAGES | null>(null);
  // Decision 0055: a viewer reads the organization's bookings; Pay, Edit and Cancel are not theirs to press.
  const mayBook = useMayBook();
  const tone = statusTone(booking.status, 'detail');
  const vehicle = VEHICLE_TYPE_LABELS[booking.vehicleType] ?? booking.vehicleType;
  const actual = actualTimes(booking);
  const pickupWhen = actual.pickedUpAt
    ? { label: 'Picked up', value: formatDateTime(actual.pickedUpAt) }
    : { label: 'Planned pickup', value: formatCalendarDate(booking.estimatedPickupDate) };
  const deliveryWhen = actual.deliveredAt
    ? { label: 'Delivered', value: formatDateTime(actual.deliveredAt) }
    : { label: 'Planned delivery', value: formatCalendarDate(booking.estimatedDeliveryDate) };
  const open = (next: 'edit' | 'cancel', field?: CountryField) => {
    setSaved(null);
    setFocusField(field);
    setDialog(next);
  };
  const missingCountry = placesNeedingCountry(booking);
  const mayEdit = mayBook && !isFinalStatus(booking.status);
  return (
    <>
      <div className={`mt-4 flex flex-wrap items-center gap-4 rounded-2xl p-5 ${TONE_CLASSES[tone]}`} data-tone={tone} data-testid="status-banner">
        <StatusIcon status={booking.status} className="h-10 w-10" />
        <div className="min-w-0 flex-1">
          <p className="text-2xl font-bold">{statusLabel(booking.status)}</p>
          <p className="text-sm">
            Created{' '}
            <time dateTime={booking.createdAt} title={formatDateTime(booking.createdAt)} className="whitespace-nowrap">
              {formatDay(booking.createdAt)}
            </time>
          </p>
          {booking.trackingNumber && (
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm">
              Tracking <TrackingNumber value={booking.trackingNumber} />
              <Link to={trackingPagePath(booking.trackingNumber)} className="font-semibold underline">
                Track shipment
              </Link>
            </p>
          )}
        </div>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <MoneyLinks booking={booking} mayPay={mayBook} />
          {/* A delivered or cancelled booking refuses edits, so Edit is not offered there; the page says why (decision 0037). */}
          {!mayBook ? null : isFinalStatus(booking.status) ? (
            <p className="self-center text-sm text-slate-700" data-testid="edit-closed">
              {finalStatusMessage(booking.status)}
            </p>
          ) : (
            <Button variant="secondary" onClick={() => open('edit')}>
              <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
            </Button>
          )}
          {/* Issue 51: a delivered or late shipment may be claimed for; a viewer reads claims but opens none. */}
          {mayBook && mayReportProblem(booking) && (
            <Link to={newClaimPath(booking._id)} className={buttonClass('secondary')}>
              <AlertTriangle aria-hidden="true" className="h-4 w-4" /> {CLAIMS_COPY.reportProblem}
            </Link>
          )}
          {mayBook && isCancellable(booking.status) && (
            <Button variant="danger" onClick={() => open('cancel')}>
              <XCircle aria-hidden="true" className="h-4 w-4" /> Cancel
            </Button>
          )}
        </div>
      </div>
      {saved && (
        <Alert tone="success" className="mt-4">
          {SAVED_MESSAGES[saved]}
        </Alert>
      )}
      {missingCountry.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="needs-country">
          <MapPinned aria-hidden="true" className="h-8 w-8 shrink-0" />
          <div className="min-w-0 flex-1">
            <h2 className="font-bold">{BOOKING_PLACE_COPY.needsCountryTitle}</h2>
            <p className="text-sm">{BOOKING_PLACE_COPY.needsCountryBody(missingCountry.map((place) => place.label).join('; '))}</p>
          </div>
          {mayEdit && (
            <Button className="w-full sm:w-auto" onClick={() => open('edit', missingCountry[0]!.field)}>
              {BOOKING_PLACE_COPY.addCountry}
            </Button>
          )}
        </div>
      )}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <BookingMap booking={booking} />
          <Section title="Shipment Route">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Endpoint title="Origin" person={booking.pickupPerson} location={booking.pickupLocation} when={pickupWhen} />
              <Endpoint title="Destination" person={booking.receiverPerson} location={booking.dropoffLocation} when={deliveryWhen} />
            </div>
            <div className="mt-4 border-t border-slate-200 pt-4">
              <h3 className="text-sm text-slate-700">{ROUTE_COPY.title}</h3>
              <RouteFacts route={booking.route} />
            </div>
          </Section>
          <Section title="Cargo Details">
            <dl className="grid gap-4 sm:grid-cols-3">
              <Item label="Type" value={booking.goodsType} />
              <Item label="Weight" value={`${booking.cargoWeightKg} kg`} />
              <Item label="Quantity" value={booking.quantity} />
              {booking.dimensions && (
                <Item label="Dimensions" value={`${booking.dimensions.length} × ${booking.dimensions.width} × ${booking.dimensions.height} cm`} />
              )}
              {typeof booking.declaredValue === 'number' && <Item label="Declared value" value={formatMoney(toCents(booking.declaredValue))} />}
            </dl>
            <div className="mt-4 flex gap-2">
              {booking.isFragile && <Badge className="bg-orange-100 text-orange-900">Fragile</Badge>}
              {booking.isPerishable && <Badge className="bg-cyan-100 text-cyan-900">Perishable</Badge>}
            </div>
          </Section>
          {booking.pieces && booking.pieces.length > 0 && (
            <Section title={PIECES_COPY.title}>
              <PiecesTable pieces={booking.pieces} />
            </Section>
          )}
          {booking.customs && (
            <Section title={CUSTOMS_COPY.detailTitle}>
              <CustomsFacts customs={booking.customs} bookingId={booking._id} trackingNumber={booking.trackingNumber} />
            </Section>
          )}
          {booking.isPerishable && <TemperatureLogSection booking={booking} />}
          {booking.notes && (
            <Section title="Special Instructions">
              <p className="whitespace-pre-wrap text-slate-800">{booking.notes}</p>
            </Section>
          )}
          {booking.deliveryAttempts?.length ? (
            <Section title="Delivery attempts">
              <DeliveryAttemptsList booking={booking} />
            </Section>
          ) : null}
          {/* The customer sees every move the carrier made, with who, when, where and the note (decision 0019). */}
          <Section title="History">
            <ShipmentHistory history={booking.statusHistory} />
          </Section>
        </div>
        <div className="min-w-0 space-y-6">
          {booking.status === 'delivered' && booking.proofOfDelivery && <ProofOfDeliverySection booking={booking} proof={booking.proofOfDelivery} />}
          <BookingDocumentsCard bookingId={booking._id} version={booking.version} actions={<PrintLabelsButton booking={booking} />} />
          {/* A viewer sees a rating given, never the form (decision 0055). */}
          {booking.status === 'delivered' && (mayBook || booking.rating) && <RatingSection booking={booking} />}
          <Section title={EMISSIONS_COPY.title}>
            <EmissionsFacts emissions={booking.emissions} weightKg={booking.cargoWeightKg} distanceKm={booking.route?.distanceKm} />
          </Section>
          <Section title="Vehicle Info">
            <dl className="space-y-3">
              <Item label="Type" value={vehicle} />
              {booking.tempControlCelsius !== 0 && <Item label="Temperature" value={`${booking.tempControlCelsius} °C`} />}
            </dl>
          </Section>
          <Section title="Payment">
            <dl className="space-y-3">
              <Item label="Status" value={<span data-testid="payment-status">{PAYMENT_STATUS_LABELS[booking.paymentStatus ?? 'unpaid']}</span>} />
              {booking.quote && <Item label={amountLabel(booking.paymentStatus)} value={formatMoney(toCents(booking.quote.amountDue), booking.quote.currency)} />}
            </dl>
          </Section>
          <Section title="Customer">
            <dl className="space-y-3">
              <Item label="Name" value={booking.fullNameOrBusiness} />
              <Item label="Type" value={CUSTOMER_TYPES.includes(booking.customerType) ? booking.customerType : 'N/A'} />
              <Item label="Contact phone" value={booking.contactPhone} />
              <Item label="Email" value={<EmailText email={booking.email} />} />
            </dl>
          </Section>
        </div>
      </div>
      <EditBookingDialog booking={booking} open={dialog === 'edit'} focusField={focusField} onClose={() => setDialog(null)} onSaved={() => setSaved('edit')} />
      <CancelBookingDialog booking={booking} open={dialog === 'cancel'} onClose={() => setDialog(null)} onCancelled={() => setSaved('cancel')} />
    </>
  );
}

export function BookingDetailPage() {
  const { id = '' } = useParams();
  const query = useBooking(id);
  // The tab names the booking as every screen does (decision 0044); before it loads, nothing made up.
  usePageTitle(query.data?.trackingNumber ? `Booking ${formatTrackingNumber(query.data.trackingNumber)}` : 'Booking Details');
  // The customer-area layout gives the page its frame (app/layouts/customer-layout.tsx).
  return (
    <div>
      <Link to="/bookings" className="inline-flex items-center gap-1 text-sm font-semibold text-blue-800 underline underline-offset-4">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Bookings
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">Booking Details</h1>
      {query.isPending ? (
        <p role="status" className="mt-10 text-center text-slate-700">
          Loading booking...
        </p>
      ) : query.isError ? (
        // The server's message, else the fallback, under 'Error Loading Booking' with Back to Bookings.
        <Alert
          tone="error"
          className="mt-8"
          action={
            <Link to="/bookings" className="inline-block rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800">
              Back to Bookings
            </Link>
          }
        >
          <h2 className="text-xl font-bold">Error Loading Booking</h2>
          <p className="mt-1 text-base">{messageOr(query.error, MESSAGES.booking.detailFailed)}</p>
        </Alert>
      ) : (
        <BookingDetail booking={query.data} />
      )}
    </div>
  );
}
