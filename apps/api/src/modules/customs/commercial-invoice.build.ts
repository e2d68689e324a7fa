import {
  commercialInvoiceNumber,
  commercialInvoiceSchema,
  customsTotals,
  DEFAULT_CURRENCY,
  toCents,
  type Booking,
  type CommercialInvoiceDocument,
  type Customs,
  type StoredLocation,
} from '@meridian/contracts';

// Decision 0115: the invoice is a pure function of the booking and of when a version is issued, so two processes that
// build it from the same booking build the same bytes, and "did it change?" is a comparison of what it prints.

const place = (location: StoredLocation) => ({
  address: location.address,
  postalCode: location.postalCode || undefined,
  city: location.city,
  state: location.state || undefined,
  country: location.country || undefined,
});

/** Undefined members dropped, so what is stored (BSON) is what was hashed (decision 0103's canonical JSON). */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The invoice of a booking that carries customs, as version `version` issued at `issued`. */
export function buildCommercialInvoice(booking: Booking & { customs: Customs }, version: number, issued: Date): CommercialInvoiceDocument {
  const { customs } = booking;
  const sums = customsTotals(customs);
  const business = booking.customerType === 'Business' && booking.fullNameOrBusiness !== booking.pickupPerson.name;
  return commercialInvoiceSchema.parse(
    plain({
      type: 'commercial-invoice',
      number: commercialInvoiceNumber(booking.trackingNumber || booking._id),
      trackingNumber: booking.trackingNumber || booking._id,
      version,
      issued: issued.toISOString(),
      exporter: {
        name: booking.pickupPerson.name,
        company: business ? booking.fullNameOrBusiness : undefined,
        ...place(booking.pickupLocation),
        phone: booking.pickupPerson.phone || undefined,
        email: booking.pickupPerson.email || undefined,
        eori: customs.exporterEori,
      },
      importer: {
        name: booking.receiverPerson.name,
        ...place(booking.dropoffLocation),
        phone: booking.receiverPerson.phone || undefined,
        email: booking.receiverPerson.email || undefined,
      },
      shipmentDate: booking.estimatedPickupDate.slice(0, 10),
      transport: booking.vehicleType,
      countryOfExport: booking.pickupLocation.country || undefined,
      countryOfDestination: booking.dropoffLocation.country || undefined,
      incoterm: customs.incoterm,
      reasonForExport: customs.reasonForExport,
      currency: DEFAULT_CURRENCY,
      lines: customs.lines.map((line) => {
        const unitValueCents = toCents(line.unitValue);
        return { description: line.description, hsCode: line.hsCode, originCountry: line.originCountry, quantity: line.quantity, unitValueCents, lineTotalCents: unitValueCents * line.quantity, netWeightKg: line.netWeightKg };
      }),
      totals: { valueCents: sums.valueCents, netWeightKg: sums.netWeightKg, grossWeightKg: booking.cargoWeightKg, units: sums.units, pieces: booking.quantity },
    }),
  );
}

/** What a version prints, without when and which version it is: equal means nothing an officer reads has changed. */
export function printedPart(invoice: CommercialInvoiceDocument): Omit<CommercialInvoiceDocument, 'version' | 'issued'> {
  const { version: _version, issued: _issued, ...printed } = invoice;
  return printed;
}
