import {
  CARGO_LINE_TYPE_LABELS,
  crossesCustomsBorder,
  CUSTOMER_TYPES,
  EXPORT_REASON_LABELS,
  INCOTERM_LABELS,
  formatMoney,
  formatTemperatureBand,
  GOODS_TYPES,
  TEMPERATURE_TOLERANCE_CELSIUS,
  temperatureBand,
  toCents,
  todayCalendarDate,
  deliveryWindowLabel,
  deliveryWindowsFor,
  isCalendarDate,
  sameDeliveryWindow,
  type DeliveryWindow,
  VEHICLE_TYPE_LABELS,
  VEHICLE_TYPES,
  type CreateBookingFormValues,
} from '@meridian/contracts';
import { useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { countryName } from '../../../components/location/country-names';
import { LocationFields } from '../../../components/location/location-fields';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { ChoiceField } from '../../../components/ui/choice-field';
import { CARGO_COPY, CUSTOMS_COPY } from '../../../content/booking-wizard';
import { COLD_CHAIN_COPY } from '../../../content/cold-chain';
import { formatCalendarDate } from '../../../lib/format-date';
import { isBusinessCustomer, type BusinessCustomer } from '../lib/business-customer';
import { cargoLineTotals, type CargoLineDraft } from '../lib/cargo-lines';
import { BusinessCustomerSummary } from './business-customer-summary';
import { CargoLinesEditor } from './cargo-lines-editor';
import { CustomsSection } from '../../../components/customs/customs-section';

type Form = UseFormReturn<CreateBookingFormValues>;
type ErrorFor = (path: string) => string | undefined;

interface StepProps {
  form: Form;
  errorFor: ErrorFor;
}

export function TransportStep({ form, errorFor }: StepProps) {
  const error = errorFor('vehicleType');
  return (
    <fieldset aria-describedby={error ? 'vehicleType-error' : undefined}>
      <legend className="text-lg font-semibold text-slate-900">Choose a transport mode</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {VEHICLE_TYPES.map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 p-4 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50"
          >
            <input type="radio" value={type} className="h-5 w-5 text-blue-700" {...form.register('vehicleType')} />
            <span className="font-semibold text-slate-900">{VEHICLE_TYPE_LABELS[type]}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="vehicleType-error" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function CustomerStep({ form, errorFor, business = null, businessPending = false }: StepProps & { business?: BusinessCustomer | null; businessPending?: boolean }) {
  const { register } = form;
  const [changing, setChanging] = useState(false);
  if (businessPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading your business details...
      </p>
    );
  }
  if (business && !changing && isBusinessCustomer(form.getValues(), business)) {
    return <BusinessCustomerSummary business={business} onChange={() => setChanging(true)} />;
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField id="fullNameOrBusiness" label="Full name or business" required error={errorFor('fullNameOrBusiness')} {...register('fullNameOrBusiness')} />
      </div>
      <TextField id="contactPhone" type="tel" label="Contact phone" required error={errorFor('contactPhone')} {...register('contactPhone')} />
      <TextField id="email" type="email" label="Email" required error={errorFor('email')} {...register('email')} />
      <ChoiceField
        id="customerType"
        label="Customer type"
        required
        error={errorFor('customerType')}
        defaultValue=""
        placeholder="Select customer type"
        choices={CUSTOMER_TYPES}
        {...register('customerType')}
      />
    </div>
  );
}

function PartyFields({ form, errorFor, person, location, who }: StepProps & { person: 'pickupPerson' | 'receiverPerson'; location: 'pickupLocation' | 'dropoffLocation'; who: string }) {
  const { register } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField id={`${person}.name`} label={`${who} name`} required error={errorFor(`${person}.name`)} {...register(`${person}.name`)} />
      </div>
      <TextField id={`${person}.phone`} type="tel" label={`${who} phone`} required error={errorFor(`${person}.phone`)} {...register(`${person}.phone`)} />
      <TextField id={`${person}.email`} type="email" label={`${who} email`} required error={errorFor(`${person}.email`)} {...register(`${person}.email`)} />
      <LocationFields form={form} name={location} errorFor={errorFor} />
    </div>
  );
}

export function PickupStep(props: StepProps) {
  return <PartyFields {...props} person="pickupPerson" location="pickupLocation" who="Pickup contact" />;
}

export function DropoffStep(props: StepProps) {
  return <PartyFields {...props} person="receiverPerson" location="dropoffLocation" who="Receiver" />;
}

const bandOf = (setPoint: unknown) => (typeof setPoint === 'number' && Number.isFinite(setPoint) ? temperatureBand(setPoint) : null);

/** The perishable set point, with the band it gives (decision 0084): what the customer agrees to, shown as they type. */
function SetPointField({ form, errorFor }: StepProps) {
  const band = bandOf(form.watch('tempControlCelsius'));
  const error = errorFor('tempControlCelsius');
  return (
    <div>
      <TextField
        id="tempControlCelsius"
        type="number"
        step={0.5}
        inputMode="decimal"
        label={COLD_CHAIN_COPY.setPointLabel}
        required
        aria-describedby={error ? 'tempControlCelsius-error tempControlCelsius-band' : 'tempControlCelsius-band'}
        error={error}
        {...form.register('tempControlCelsius', { valueAsNumber: true })}
      />
      <p id="tempControlCelsius-band" aria-live="polite" className="mt-1 text-sm text-slate-700" data-testid="temperature-band">
        {band ? COLD_CHAIN_COPY.bandAgreed(formatTemperatureBand(band), TEMPERATURE_TOLERANCE_CELSIUS) : COLD_CHAIN_COPY.bandPending(TEMPERATURE_TOLERANCE_CELSIUS)}
      </p>
    </div>
  );
}

const windowKey = (w: DeliveryWindow) => `${w.date}|${w.from}|${w.to}`;

/**
 * Decision 0108: the same windows the receiver's link offers, from the delivery date on; optional, and the receiver may
 * change it. A window the new delivery date no longer offers is let go.
 */
function DeliveryWindowField({ form, errorFor, today }: StepProps & { today: string }) {
  const { watch, setValue } = form;
  const deliveryDate = watch('estimatedDeliveryDate');
  const chosen = watch('deliveryWindow');
  const offered = useMemo(() => (isCalendarDate(deliveryDate ?? '') ? deliveryWindowsFor(deliveryDate, today) : []), [deliveryDate, today]);
  const stillOffered = chosen && offered.some((w) => sameDeliveryWindow(w, chosen));
  useEffect(() => {
    if (chosen && !stillOffered) setValue('deliveryWindow', undefined, { shouldDirty: true });
  }, [chosen, stillOffered, setValue]);
  return (
    <SelectField
      id="deliveryWindow"
      label="Delivery window"
      // Short, so it stays on one line beside the delivery date at 1280 px; the receiver's own mail says they may change it.
      hint="(optional)"
      error={errorFor('deliveryWindow')}
      disabled={offered.length === 0}
      value={chosen && stillOffered ? windowKey(chosen) : ''}
      onChange={(e) => setValue('deliveryWindow', offered.find((w) => windowKey(w) === e.target.value), { shouldDirty: true, shouldValidate: true })}
    >
      <option value="">{offered.length ? 'Any time' : 'Choose the delivery date first'}</option>
      {offered.map((w) => (
        <option key={windowKey(w)} value={windowKey(w)}>
          {deliveryWindowLabel(w)}
        </option>
      ))}
    </SelectField>
  );
}

export function CargoStep({ form, errorFor }: StepProps) {
  const { register, watch } = form;
  const perishable = watch('isPerishable');
  const pickupDate = watch('estimatedPickupDate');
  const from = watch('pickupLocation.country');
  const to = watch('dropoffLocation.country');
  // The date pickers offer no day before today (the customer's own) and no delivery before the pickup (decision 0009).
  const [today] = useState(() => todayCalendarDate());
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ChoiceField
        id="goodsType"
        label="Goods type"
        required
        error={errorFor('goodsType')}
        defaultValue=""
        placeholder="Select goods type"
        choices={GOODS_TYPES}
        {...register('goodsType')}
      />
      <div className="flex flex-col justify-end gap-3 pb-1">
        <CheckboxField id="isFragile" label="Fragile" {...register('isFragile')} />
        <CheckboxField id="isPerishable" label="Perishable" {...register('isPerishable')} />
      </div>
      <CargoLinesEditor form={form} errorFor={errorFor} />
      {crossesCustomsBorder(from, to) && <CustomsSection form={form} errorFor={errorFor} from={from} to={to} />}
      <TextField
        id="declaredValue"
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
        label="Declared value (USD)"
        hint="(optional)"
        error={errorFor('declaredValue')}
        {...register('declaredValue', { valueAsNumber: true })}
      />
      {perishable && <SetPointField form={form} errorFor={errorFor} />}
      <TextField
        id="estimatedPickupDate"
        type="date"
        min={today}
        label="Estimated pickup date"
        required
        error={errorFor('estimatedPickupDate')}
        {...register('estimatedPickupDate')}
      />
      <TextField
        id="estimatedDeliveryDate"
        type="date"
        min={pickupDate && pickupDate > today ? pickupDate : today}
        label="Estimated delivery date"
        required
        error={errorFor('estimatedDeliveryDate')}
        {...register('estimatedDeliveryDate')}
      />
      <DeliveryWindowField form={form} errorFor={errorFor} today={today} />
      <div className="sm:col-span-2">
        <TextAreaField id="notes" label="Special instructions" hint="(optional)" error={errorFor('notes')} {...register('notes')} />
      </div>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-100 py-1.5 text-sm">
      <dt className="shrink-0 text-slate-700">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Each line of pieces on Review: "2 × Pallet, 250 kg each, 120 × 80 × 150 cm". */
function lineRows(values: CreateBookingFormValues): [string, string][] {
  return ((values.cargoLines ?? []) as CargoLineDraft[]).map((line, index) => {
    const size = isNumber(line.lengthCm) && isNumber(line.widthCm) && isNumber(line.heightCm) ? `, ${line.lengthCm} × ${line.widthCm} × ${line.heightCm} cm` : '';
    const type = line.type ? CARGO_LINE_TYPE_LABELS[line.type] : '';
    return [CARGO_COPY.line(index + 1), `${line.count} × ${type}, ${line.weightKg} kg each${size}`];
  });
}

/** The declared value on Review, only when given. */
function reviewOptionals(values: CreateBookingFormValues): [string, string][] {
  const rows: [string, string][] = [];
  if (isNumber(values.declaredValue)) rows.push(['Declared value', formatMoney(toCents(values.declaredValue))]);
  return rows;
}

function perishableReview(values: CreateBookingFormValues): string {
  const band = values.isPerishable ? bandOf(values.tempControlCelsius) : null;
  return band ? COLD_CHAIN_COPY.reviewPerishable(band.target, formatTemperatureBand(band)) : 'No';
}

/** "1 Dock Street, Baltimore, MD 21202, United States": the place as a label would print it. */
function placeLine(location: CreateBookingFormValues['pickupLocation']): string {
  const cityLine = [location.city, [location.state, location.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [location.address, cityLine, countryName(location.country)].filter(Boolean).join(', ');
}

/** Decision 0104: the customs the booking will carry, on Review only when the places cross a customs border. */
function customsReview(values: CreateBookingFormValues): { title: string; rows: [string, string][] }[] {
  const customs = values.customs;
  if (!customs || !crossesCustomsBorder(values.pickupLocation.country, values.dropoffLocation.country)) return [];
  const valueCents = customs.lines.reduce((sum, line) => sum + toCents(line.unitValue) * line.quantity, 0);
  return [
    {
      title: CUSTOMS_COPY.reviewTitle,
      rows: [
        [CUSTOMS_COPY.reviewTerms, `${INCOTERM_LABELS[customs.incoterm] ?? ''}, ${EXPORT_REASON_LABELS[customs.reasonForExport] ?? ''}`],
        ...(customs.exporterEori ? ([[CUSTOMS_COPY.reviewEori, customs.exporterEori.trim().toUpperCase()]] as [string, string][]) : []),
        ...customs.lines.map(
          (line, index): [string, string] => [CUSTOMS_COPY.line(index + 1), `${CUSTOMS_COPY.reviewLine(line.description, line.quantity, line.hsCode)}, ${formatMoney(toCents(line.unitValue))} each, ${line.netWeightKg} kg`],
        ),
        [CUSTOMS_COPY.total, formatMoney(valueCents)],
      ],
    },
  ];
}

export function ReviewStep({ values }: { values: CreateBookingFormValues }) {
  const totals = cargoLineTotals((values.cargoLines ?? []) as CargoLineDraft[]);
  const sections: { title: string; rows: [string, string][] }[] = [
    { title: 'Transport', rows: [['Mode', VEHICLE_TYPE_LABELS[values.vehicleType] ?? values.vehicleType]] },
    {
      title: 'Customer',
      rows: [
        ['Name', values.fullNameOrBusiness],
        ['Phone', values.contactPhone],
        ['Email', values.email],
        ['Type', values.customerType],
      ],
    },
    {
      title: 'Pickup',
      rows: [
        ['Contact', `${values.pickupPerson.name}, ${values.pickupPerson.phone}, ${values.pickupPerson.email}`],
        ['Address', placeLine(values.pickupLocation)],
        ['Date', formatCalendarDate(values.estimatedPickupDate)],
      ],
    },
    {
      title: 'Drop-off',
      rows: [
        ['Receiver', `${values.receiverPerson.name}, ${values.receiverPerson.phone}, ${values.receiverPerson.email}`],
        ['Address', placeLine(values.dropoffLocation)],
        ['Date', formatCalendarDate(values.estimatedDeliveryDate)],
        ['Window', values.deliveryWindow ? deliveryWindowLabel(values.deliveryWindow) : 'Any time'],
      ],
    },
    {
      title: 'Cargo',
      rows: [
        ['Goods', values.goodsType],
        ...lineRows(values),
        [CARGO_COPY.total, CARGO_COPY.piecesAndKg(totals.pieces, String(totals.weightKg))],
        ['Fragile', values.isFragile ? 'Yes' : 'No'],
        ['Perishable', perishableReview(values)],
        ...reviewOptionals(values),
        ...(values.notes ? ([['Notes', values.notes]] as [string, string][]) : []),
      ],
    },
    ...customsReview(values),
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {sections.map((section) => (
        <section key={section.title} className="rounded-xl border border-slate-200 p-4">
          <h3 className="font-semibold text-slate-900">{section.title}</h3>
          <dl className="mt-2">
            {section.rows.map(([label, value]) => (
              <Row key={label} label={label} value={value} />
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
