import { EXCURSION_DISPOSITION_LABELS, type OpsExcursion } from '@meridian/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useOpsExcursions } from '../../../api/excursions';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { COLD_CHAIN_COPY } from '../../../content/cold-chain';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { AcknowledgeExcursionDialog } from '../components/acknowledge-excursion-dialog';

const duration = (from: string, to: string | null) => {
  const minutes = Math.max(0, Math.round(((to ? Date.parse(to) : Date.now()) - Date.parse(from)) / 60_000));
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
};

function ExcursionRow({ item, onAcknowledge }: { item: OpsExcursion; onAcknowledge: () => void }) {
  const e = item.excursion;
  const ack = e.acknowledgement;
  const state = ack ? COLD_CHAIN_COPY.acknowledged : e.closedAt ? COLD_CHAIN_COPY.toAcknowledge : COLD_CHAIN_COPY.ongoing;
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6" data-testid="excursion-row">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <Link to={`/ops/bookings/${item.bookingId}`} className="font-mono font-semibold whitespace-nowrap text-blue-800 hover:underline">
            {item.trackingNumber}
          </Link>
          <Badge className={ack ? 'bg-emerald-100 text-emerald-900' : e.closedAt ? 'bg-amber-100 text-amber-900' : 'bg-red-100 text-red-900'}>{state}</Badge>
        </p>
        <p className="mt-1 text-sm text-slate-700">{item.route}</p>
        <p className="mt-1 text-sm text-slate-900">
          {e.direction === 'above' ? 'Above' : 'Below'} {item.band.min} to {item.band.max} °C from {formatDateTime(e.openedAt)}, {duration(e.openedAt, e.closedAt)}
          {e.closedAt ? '' : ' so far'}, peak <span className="font-semibold">{e.peakCelsius} °C</span>
          {e.closedBy === 'delivery' ? ' (closed at delivery)' : ''}
        </p>
        {ack && (
          <p className="mt-1 text-sm text-slate-700">
            {EXCURSION_DISPOSITION_LABELS[ack.disposition]} by {ack.byName}, {formatDateTime(ack.at)}
            {ack.note ? `: ${ack.note}` : ''}
          </p>
        )}
      </div>
      {!ack && (
        <Button className="shrink-0 px-4 py-2 text-sm" onClick={onAcknowledge}>
          {COLD_CHAIN_COPY.acknowledge}
        </Button>
      )}
    </li>
  );
}

/** /ops/excursions: temperature excursions across shipments, the ones still to acknowledge first (decision 0041). */
export function ExcursionsPage() {
  usePageTitle(COLD_CHAIN_COPY.opsTitle);
  const query = useOpsExcursions();
  const [acknowledging, setAcknowledging] = useState<OpsExcursion | null>(null);
  const records = query.data?.records ?? [];
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{COLD_CHAIN_COPY.opsTitle}</h1>
      <p className="mt-1 text-slate-700">{COLD_CHAIN_COPY.opsIntro}</p>
      <section aria-label={COLD_CHAIN_COPY.opsTitle} className="mt-6 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {query.isPending ? (
          <p role="status" className="p-6 text-slate-700">
            Loading excursions...
          </p>
        ) : query.isError ? (
          <Alert tone="error" className="m-5">
            {messageOr(query.error, COLD_CHAIN_COPY.opsLoadFailed)}
          </Alert>
        ) : records.length === 0 ? (
          <p className="p-6 text-slate-700">{COLD_CHAIN_COPY.opsEmpty}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {records.map((item) => (
              <ExcursionRow key={item.excursion.id} item={item} onAcknowledge={() => setAcknowledging(item)} />
            ))}
          </ul>
        )}
      </section>
      {acknowledging && <AcknowledgeExcursionDialog item={acknowledging} onClose={() => setAcknowledging(null)} />}
    </>
  );
}
