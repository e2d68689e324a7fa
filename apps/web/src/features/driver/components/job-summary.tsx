import { placeLabel, type Booking, type StoredLocation } from '@meridian/contracts';
import { MapPin, Phone } from 'lucide-react';
import { telHref } from '../../../content/brand';
import { jobContact } from '../lib/job-groups';
import { DRIVER_COPY } from '../../../content/driver';
import { countryName } from '../../../components/location/country-names';
import { CargoFlags } from './cargo-flags';

function Address({ label, location, testId }: { label: string; location: StoredLocation; testId: string }) {
  const country = countryName(location.country);
  return (
    <div className="flex gap-2">
      <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-700" />
      <div className="min-w-0">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">{label}</p>
        <p className="text-base font-semibold break-words text-slate-950">{location.address}</p>
        <p className="text-base text-slate-900">
          {/* The country is its own line below, so it is not repeated here as a code. */}
          {location.state ? placeLabel(location) : location.city}
        </p>
        {/* A border on the way is news to the driver: the country is said in full (decision 0096). */}
        {country && (
          <p className="text-base font-semibold text-slate-900" data-testid={testId}>
            {country}
          </p>
        )}
      </div>
    </div>
  );
}

/** The phone as a tel: link, big enough for a thumb; above the card's own link so a tap dials. */
function ContactLink({ job }: { job: Booking }) {
  const contact = jobContact(job);
  return (
    <a
      href={telHref(contact.phone)}
      className="relative z-10 inline-flex min-h-12 w-full items-center gap-3 rounded-lg border-2 border-blue-800 px-3 text-base font-semibold text-blue-900 hover:bg-blue-50"
    >
      <Phone aria-hidden="true" className="h-5 w-5 shrink-0" />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-700">
          {contact.label}: {contact.name}
        </span>
        <span className="block">{contact.phone}</span>
      </span>
    </a>
  );
}

/** Where from, where to, who to call and what is carried: the same on the card and on the job screen. */
export function JobSummary({ job }: { job: Booking }) {
  return (
    <div className="space-y-3">
      <Address label="Pickup" location={job.pickupLocation} testId="pickup-country" />
      <Address label="Drop-off" location={job.dropoffLocation} testId="dropoff-country" />
      <ContactLink job={job} />
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          ['Goods', job.goodsType],
          ['Weight', `${job.cargoWeightKg} kg`],
          [DRIVER_COPY.pieces, String(job.quantity)],
        ].map(([term, value]) => (
          <div key={term} className="rounded-lg bg-slate-100 px-2 py-2">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-700">{term}</dt>
            <dd className="text-base font-bold text-slate-950">{value}</dd>
          </div>
        ))}
      </dl>
      <CargoFlags job={job} />
    </div>
  );
}
