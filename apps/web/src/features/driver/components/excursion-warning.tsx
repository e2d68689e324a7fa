import { AlertTriangle, CheckCircle2, Phone } from 'lucide-react';
import { brand, telHref } from '../../../content/brand';
import { COLD_CHAIN_COPY } from '../../../content/cold-chain';
import type { ReadingAlert } from '../outbox/outbox-provider';

const degrees = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} °C`;

/**
 * Decision 0041: a reading outside the band is answered on the spot, in words a driver can act on with gloves on:
 * the reading, the band and what to do, with a button that calls the operator. It stays until the driver puts it away.
 */
export function ExcursionWarning({ alert, onDismiss }: { alert: ReadingAlert; onDismiss: () => void }) {
  if (alert.inBand) {
    return (
      <p role="status" className="flex items-center gap-2 rounded-2xl bg-emerald-50 px-4 py-3 text-base font-semibold text-emerald-950 ring-2 ring-emerald-700">
        <CheckCircle2 aria-hidden="true" className="h-6 w-6 shrink-0" /> {COLD_CHAIN_COPY.driverBackInBand(degrees(alert.celsius))}
      </p>
    );
  }
  const { band } = alert;
  return (
    <section role="alert" aria-labelledby="excursion-warning-title" className="rounded-2xl bg-red-50 p-4 text-red-950 ring-4 ring-red-700" data-testid="excursion-warning">
      <h2 id="excursion-warning-title" className="flex items-center gap-2 text-xl font-extrabold">
        <AlertTriangle aria-hidden="true" className="h-7 w-7 shrink-0 text-red-700" /> {COLD_CHAIN_COPY.driverWarningTitle(degrees(alert.celsius))}
      </h2>
      <p className="mt-2 text-base font-semibold">{COLD_CHAIN_COPY.driverWarningBand(`${degrees(band.min)} to ${degrees(band.max)}`, degrees(band.target))}</p>
      {!alert.confirmed && <p className="mt-1 text-sm">{COLD_CHAIN_COPY.driverWarningPending}</p>}
      <h3 className="mt-3 text-base font-extrabold">{COLD_CHAIN_COPY.driverWarningStepsTitle}</h3>
      <ol className="mt-1 list-decimal space-y-1 pl-6 text-base">
        {COLD_CHAIN_COPY.driverWarningSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        <a href={telHref(brand.phones.emergency)} className="flex min-h-14 items-center justify-center gap-2 rounded-xl bg-red-700 px-4 text-lg font-extrabold text-white hover:bg-red-800">
          <Phone aria-hidden="true" className="h-5 w-5" /> {COLD_CHAIN_COPY.driverCallOperator}
        </a>
        <button type="button" onClick={onDismiss} className="min-h-14 rounded-xl border-2 border-red-800 bg-white px-4 text-lg font-bold text-red-900 hover:bg-red-100">
          {COLD_CHAIN_COPY.dismiss}
        </button>
      </div>
    </section>
  );
}
