import { CUSTOMER_TYPES, isCancellable, MESSAGES, toShortId, VEHICLE_TYPE_LABELS, type Booking, type VehicleType } from '@meridian/contracts';
import { ArrowLeft, Pencil, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { statusLabel, statusTone, TONE_CLASSES } from '../../../components/ui/status-badge';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBooking } from '../api/get-booking';
import { CancelBookingDialog } from '../components/cancel-booking-dialog';
import { EditBookingDialog } from '../components/edit-booking-dialog';
import { StatusIcon } from '../components/status-icon';
import { formatDate, formatDateTime } from '../lib/format';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="font-semibold break-words text-slate-900">{value}</dd>
    </div>
  );
}

function Endpoint({ title, person, location, date }: { title: string; person: Booking['pickupPerson']; location: Booking['pickupLocation']; date: string }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold text-blue-800">{title}</h3>
      <dl className="mt-3 space-y-2">
        <Item label="Contact" value={person.name} />
        <Item label="Phone" value={person.phone} />
        <Item label="Email" value={person.email} />
        <Item label="Address" value={location.address} />
        <Item label="City / State" value={`${location.city}, ${location.state}`} />
        <Item label="Date and time" value={formatDateTime(date)} />
      </dl>
    </div>
  );
}

function BookingDetail({ booking }: { booking: Booking }) {
  const [dialog, setDialog] = useState<'edit' | 'cancel' | null>(null);
  const tone = statusTone(booking.status, 'detail');
  const vehicle = VEHICLE_TYPE_LABELS[booking.vehicleType as VehicleType] ?? booking.vehicleType;
  return (
    <>
      <div className={`mt-4 flex flex-wrap items-center gap-4 rounded-2xl p-5 ${TONE_CLASSES[tone]}`} data-tone={tone} data-testid="status-banner">
        <StatusIcon status={booking.status} className="h-10 w-10" />
        <div className="min-w-0 flex-1">
          <p className="text-2xl font-bold">{statusLabel(booking.status)}</p>
          <p className="text-sm">
            Booking <span className="font-mono">#{toShortId(booking._id)}</span> · Created {formatDate(booking.createdAt)}
          </p>
        </div>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Button variant="secondary" onClick={() => setDialog('edit')}>
            <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
          </Button>
          {isCancellable(booking.status) && (
            <Button variant="danger" onClick={() => setDialog('cancel')}>
              <XCircle aria-hidden="true" className="h-4 w-4" /> Cancel
            </Button>
          )}
        </div>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section title="Shipment Route">
            <div className="grid gap-4 sm:grid-cols-2">
              <Endpoint title="Origin" person={booking.pickupPerson} location={booking.pickupLocation} date={booking.estimatedPickupDate} />
              <Endpoint title="Destination" person={booking.receiverPerson} location={booking.dropoffLocation} date={booking.estimatedDeliveryDate} />
            </div>
          </Section>
          <Section title="Cargo Details">
            <dl className="grid gap-4 sm:grid-cols-3">
              <Item label="Type" value={booking.goodsType} />
              <Item label="Weight" value={`${booking.cargoWeightKg} kg`} />
              <Item label="Quantity" value={booking.quantity} />
            </dl>
            <div className="mt-4 flex gap-2">
              {booking.isFragile && <Badge className="bg-orange-100 text-orange-900">Fragile</Badge>}
              {booking.isPerishable && <Badge className="bg-cyan-100 text-cyan-900">Perishable</Badge>}
            </div>
          </Section>
          {booking.notes && (
            <Section title="Special Instructions">
              <p className="whitespace-pre-wrap text-slate-800">{booking.notes}</p>
            </Section>
          )}
        </div>
        <div className="space-y-6">
          <Section title="Vehicle Info">
            <dl className="space-y-3">
              <Item label="Type" value={vehicle} />
              {booking.tempControlCelsius !== 0 && <Item label="Temperature" value={`${booking.tempControlCelsius} °C`} />}
            </dl>
          </Section>
          <Section title="Customer">
            <dl className="space-y-3">
              <Item label="Name" value={booking.fullNameOrBusiness} />
              <Item label="Type" value={CUSTOMER_TYPES.includes(booking.customerType) ? booking.customerType : 'N/A'} />
              <Item label="Contact phone" value={booking.contactPhone} />
              <Item label="Email" value={booking.email} />
            </dl>
          </Section>
        </div>
      </div>
      <EditBookingDialog booking={booking} open={dialog === 'edit'} onClose={() => setDialog(null)} />
      <CancelBookingDialog booking={booking} open={dialog === 'cancel'} onClose={() => setDialog(null)} />
    </>
  );
}

export function BookingDetailPage() {
  const { id = '' } = useParams();
  usePageTitle(`Booking ${toShortId(id)}`);
  const query = useBooking(id);
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <Link to="/bookings" className="inline-flex items-center gap-1 text-sm font-semibold text-blue-800 underline underline-offset-4">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Bookings
        </Link>
        <h1 className="mt-3 text-3xl font-bold text-slate-900">Booking Details</h1>
        {query.isPending ? (
          <p role="status" className="mt-10 text-center text-slate-700">
            Loading booking...
          </p>
        ) : query.isError ? (
          <div role="alert" className="mt-8 rounded-2xl border border-red-300 bg-red-50 p-8 text-center">
            <h2 className="text-2xl font-bold text-red-900">Error Loading Booking</h2>
            <p className="mt-2 text-red-900">
              {query.error.message && query.error.message !== 'Request failed' ? query.error.message : MESSAGES.booking.detailFailed}
            </p>
            <Link to="/bookings" className="mt-6 inline-block rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800">
              Back to Bookings
            </Link>
          </div>
        ) : (
          <BookingDetail booking={query.data} />
        )}
      </div>
    </div>
  );
}
