import { customsTotals, EXPORT_REASON_LABELS, formatMoney, INCOTERM_LABELS, toCents, type Customs } from '@meridian/contracts';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { downloadCommercialInvoice } from '../../api/customs';
import { CUSTOMS_COPY } from '../../content/booking-wizard';
import { messageOr } from '../../lib/api-client';
import { countryName } from '../location/country-names';
import { Button } from '../ui/button';

const kg = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/**
 * Decision 0104: a cross-border booking's customs details (terms, EORI, each line of goods, the totals) and its
 * commercial invoice, on booking detail and the console's booking page. Lines are small cards so 375 px fits them.
 */
export function CustomsFacts({ customs, bookingId, trackingNumber }: { customs: Customs; bookingId: string; trackingNumber: string }) {
  const totals = customsTotals(customs);
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const download = async () => {
    setState({ busy: true });
    try {
      await downloadCommercialInvoice(bookingId, trackingNumber);
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error: messageOr(error, 'The commercial invoice could not be downloaded. Try again.') });
    }
  };
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{CUSTOMS_COPY.incoterm}</dt>
          <dd className="font-medium text-slate-900">{INCOTERM_LABELS[customs.incoterm]}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{CUSTOMS_COPY.reason}</dt>
          <dd className="font-medium text-slate-900">{EXPORT_REASON_LABELS[customs.reasonForExport]}</dd>
        </div>
        {customs.exporterEori && (
          <div>
            <dt className="text-slate-600">{CUSTOMS_COPY.eori}</dt>
            <dd className="font-mono font-medium text-slate-900">{customs.exporterEori}</dd>
          </div>
        )}
      </dl>
      <ul className="space-y-2" aria-label={CUSTOMS_COPY.linesLegend}>
        {customs.lines.map((line, index) => (
          <li key={index} className="rounded-lg bg-slate-50 px-3 py-2">
            <p className="flex justify-between gap-2 font-semibold text-slate-900">
              <span className="min-w-0 break-words">{line.description}</span>
              <span className="shrink-0 tabular-nums">{formatMoney(toCents(line.unitValue) * line.quantity)}</span>
            </p>
            <p className="text-slate-700">
              {`HS ${line.hsCode} · ${countryName(line.originCountry)} · ${line.quantity} × ${formatMoney(toCents(line.unitValue))} · ${kg.format(line.netWeightKg)} kg net`}
            </p>
          </li>
        ))}
      </ul>
      <p className="flex justify-between gap-2 border-t border-slate-200 pt-2 font-semibold text-slate-900" data-testid="customs-totals">
        <span>{CUSTOMS_COPY.total}</span>
        <span className="tabular-nums">{`${formatMoney(totals.valueCents)} · ${kg.format(totals.netWeightKg)} kg net`}</span>
      </p>
      <Button variant="secondary" className="w-full px-4 py-2 text-sm sm:w-auto" disabled={state.busy} onClick={() => void download()}>
        <FileText aria-hidden="true" className="h-4 w-4" /> {state.busy ? CUSTOMS_COPY.downloading : CUSTOMS_COPY.downloadInvoice}
      </Button>
      {state.error && (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      )}
    </div>
  );
}
