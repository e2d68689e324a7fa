import { actualTimes, VEHICLE_TYPE_LABELS, type Booking, type OpsBooking } from '@meridian/contracts';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { formatCalendarDate, formatDateTime } from '../../../lib/format-date';
import { EmissionsFacts } from '../../../components/shipment/emissions-facts';
import { PiecesTable } from '../../../components/shipment/pieces-table';
import { CustomsFacts } from '../../../components/shipment/customs-facts';
import { CUSTOMS_COPY } from '../../../content/booking-wizard';
import { RouteFacts } from '../../../components/shipment/route-facts';
import { EMISSIONS_COPY, PIECES_COPY, BOOKING_PLACE_COPY, ROUTE_COPY } from '../../../content/shipment-facts';
import { countryName } from '../../../components/location/country-names';
import { cityLine } from '../../../lib/format-place';
import { ReceiverPreferences } from '../../../components/shipment/receiver-preferences';
import { Card, Fact, linkClass } from './card';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

type When = { label: string; value: string };

function Party({ title, person, location, when }: { title: string; person: Booking['pickupPerson']; location: Booking['pickupLocation']; when: When }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold text-blue-800">{title}</h3>
      <dl className="mt-3 space-y-2">
        <Fact label="Contact">{person.name}</Fact>
        <Fact label="Phone">
          <a href={tel(person.phone)} className={linkClass}>
            {person.phone}
          </a>
        </Fact>
        <Fact label="Email">
          <a href={`mailto:${person.email}`} className={`${linkClass} break-all`}>
            {person.email}
          </a>
        </Fact>
        <Fact label={BOOKING_PLACE_COPY.address}>
          {location.address}
          <span className="block">{cityLine(location)}</span>
          <span className={`block ${location.country ? '' : 'font-normal text-amber-900 italic'}`} data-testid={`${title.toLowerCase()}-country`}>
            {countryName(location.country) || `${BOOKING_PLACE_COPY.country}: ${BOOKING_PLACE_COPY.countryMissing}`}
          </span>
        </Fact>
        <Fact label={when.label}>{when.value}</Fact>
      </dl>
    </div>
  );
}

export function RouteCard({ booking }: { booking: Booking }) {
  // Decision 0084: once a step has happened the console shows its time, not the planned date.
  const actual = actualTimes(booking);
  const pickup: When = actual.pickedUpAt ? { label: 'Picked up', value: formatDateTime(actual.pickedUpAt) } : { label: 'Planned pickup', value: formatCalendarDate(booking.estimatedPickupDate) };
  const delivery: When = actual.deliveredAt ? { label: 'Delivered', value: formatDateTime(actual.deliveredAt) } : { label: 'Planned delivery', value: formatCalendarDate(booking.estimatedDeliveryDate) };
  return (
    <Card title="Route">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Party title="Pickup" person={booking.pickupPerson} location={booking.pickupLocation} when={pickup} />
        <Party title="Drop-off" person={booking.receiverPerson} location={booking.dropoffLocation} when={delivery} />
      </div>
      <div className="mt-4 border-t border-slate-200 pt-4">
        <h3 className="text-sm text-slate-700">{ROUTE_COPY.title}</h3>
        <RouteFacts route={booking.route} />
      </div>
    </Card>
  );
}

export function CargoCard({ booking }: { booking: Booking }) {
  return (
    <Card title="Cargo">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Fact label="Goods">{booking.goodsType}</Fact>
        <Fact label="Weight">{booking.cargoWeightKg} kg</Fact>
        <Fact label="Quantity">{booking.quantity}</Fact>
        <Fact label="Transport">{VEHICLE_TYPE_LABELS[booking.vehicleType]}</Fact>
        {booking.isPerishable && <Fact label="Set temperature">{booking.tempControlCelsius} °C</Fact>}
        <Fact label="Booked">{formatDateTime(booking.createdAt)}</Fact>
      </dl>
      {(booking.isFragile || booking.isPerishable) && (
        <div className="mt-4 flex gap-2">
          {booking.isFragile && <Badge className="bg-orange-100 text-orange-900">Fragile</Badge>}
          {booking.isPerishable && <Badge className="bg-cyan-100 text-cyan-900">Perishable</Badge>}
        </div>
      )}
      {booking.pieces && booking.pieces.length > 0 && (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <h3 className="font-semibold text-slate-900">{PIECES_COPY.title}</h3>
          <PiecesTable pieces={booking.pieces} />
        </div>
      )}
      {booking.customs && (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <h3 className="mb-2 font-semibold text-slate-900">{CUSTOMS_COPY.detailTitle}</h3>
          <CustomsFacts customs={booking.customs} bookingId={booking._id} trackingNumber={booking.trackingNumber} />
        </div>
      )}
      {booking.notes && (
        <div className="mt-4">
          <h3 className="text-sm text-slate-700">Notes</h3>
          <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 whitespace-pre-wrap text-slate-800">{booking.notes}</p>
        </div>
      )}
      <ReceiverPreferences booking={booking} className="mt-4" />
    </Card>
  );
}

export function EmissionsCard({ booking }: { booking: Booking }) {
  return (
    <Card title={EMISSIONS_COPY.title}>
      <EmissionsFacts emissions={booking.emissions} weightKg={booking.cargoWeightKg} distanceKm={booking.route?.distanceKm} />
    </Card>
  );
}

/** The account that booked, and the contact named on the booking (they may differ). */
export function CustomerCard({ booking }: { booking: OpsBooking }) {
  const { customer } = booking;
  return (
    <Card title="Customer">
      {customer ? (
        <dl className="space-y-3">
          <Fact label="Name">{customer.name}</Fact>
          {customer.companyName && <Fact label="Company">{customer.companyName}</Fact>}
          <Fact label="Email">
            <a href={`mailto:${customer.email}`} className={`${linkClass} break-all`}>
              {customer.email}
            </a>
          </Fact>
          {customer.phoneNumber && (
            <Fact label="Phone">
              <a href={tel(customer.phoneNumber)} className={linkClass}>
                {customer.phoneNumber}
              </a>
            </Fact>
          )}
        </dl>
      ) : (
        <p className="text-slate-700">The account that booked no longer exists.</p>
      )}
      <dl className="mt-4 space-y-3 border-t border-slate-200 pt-4">
        <Fact label="Booked for">
          {booking.fullNameOrBusiness} <span className="font-normal text-slate-700">({booking.customerType})</span>
        </Fact>
        <Fact label="Contact phone">
          <a href={tel(booking.contactPhone)} className={linkClass}>
            {booking.contactPhone}
          </a>
        </Fact>
        <Fact label="Contact email">
          <a href={`mailto:${booking.email}`} className={`${linkClass} break-all`}>
            {booking.email}
          </a>
        </Fact>
      </dl>
      {customer && (
        <Link to={`/ops?customer=${customer._id}`} className={`mt-4 inline-block text-sm font-semibold ${linkClass}`}>
          All bookings of this customer
        </Link>
      )}
    </Card>
  );
}

export function AssignmentCard({ booking }: { booking: Booking }) {
  const { assignment, currentLocation } = booking;
  return (
    <Card title="Driver and location">
      <dl className="space-y-3">
        {assignment ? (
          <>
            <Fact label="Driver">{assignment.driverName}</Fact>
            {assignment.driverPhone && (
              <Fact label="Driver phone">
                <a href={tel(assignment.driverPhone)} className={linkClass}>
                  {assignment.driverPhone}
                </a>
              </Fact>
            )}
            <Fact label="Vehicle">
              {assignment.vehicleId} <span className="font-normal text-slate-700">({VEHICLE_TYPE_LABELS[assignment.vehicleType]})</span>
            </Fact>
            <Fact label="Assigned">{formatDateTime(assignment.assignedAt)}</Fact>
          </>
        ) : (
          <Fact label="Driver">
            <span className="font-normal text-slate-700 italic">Not assigned yet</span>
          </Fact>
        )}
        <Fact label="Last known location">
          {currentLocation ? (
            <>
              {currentLocation.place}
              <span className="block text-sm font-normal text-slate-700">
                {formatDateTime(currentLocation.at)}
                {currentLocation.coordinates && ` · ${currentLocation.coordinates.lat.toFixed(4)}, ${currentLocation.coordinates.lng.toFixed(4)}`}
              </span>
            </>
          ) : (
            <span className="font-normal text-slate-700 italic">No location reported yet</span>
          )}
        </Fact>
      </dl>
    </Card>
  );
}
