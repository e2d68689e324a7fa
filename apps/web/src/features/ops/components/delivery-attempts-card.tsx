import { attemptOfMax, DELIVERY_FAILURE_REASON_LABELS, type Booking } from '@meridian/contracts';
import { useState } from 'react';
import { OPS_COPY } from '../../../content/ops';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useAttemptPhoto } from '../api/delivery-attempts';
import { Card, linkClass } from './card';

const COPY = OPS_COPY.attempts;

/** The photo of one attempt, fetched with the token only when the operator asks for it. */
function AttemptPhoto({ bookingId, n }: { bookingId: string; n: number }) {
  const [open, setOpen] = useState(false);
  const photo = useAttemptPhoto(bookingId, n, { enabled: open });
  const url = useObjectUrl(photo.data);
  if (!open)
    return (
      <button type="button" className={`${linkClass} text-sm`} onClick={() => setOpen(true)}>
        {COPY.showPhoto}
      </button>
    );
  if (url) return <img src={url} alt={COPY.photoAlt(n + 1)} className="mt-1 max-h-48 w-full max-w-xs rounded-lg border border-slate-200 object-contain" />;
  if (photo.isError) return <p className="text-sm text-red-800">{messageOr(photo.error, COPY.photoFailed)}</p>;
  return (
    <p role="status" className="text-sm text-slate-700">
      {COPY.loadingPhoto}
    </p>
  );
}

/** Decision 0108: every failed delivery attempt, oldest first: why, who, when, where, the note and the photo. */
export function DeliveryAttemptsCard({ booking }: { booking: Booking }) {
  const attempts = booking.deliveryAttempts ?? [];
  return (
    <Card title={COPY.title}>
      {booking.status === 'returned' && <p className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-900 ring-1 ring-red-200">{COPY.returned}</p>}
      <ol className="divide-y divide-slate-200" aria-label={COPY.title}>
        {attempts.map((attempt, n) => (
          <li key={`${attempt.at}-${n}`} className="grid gap-1 py-2 text-sm sm:grid-cols-[8rem_1fr] sm:gap-3">
            <span className="font-semibold whitespace-nowrap text-slate-900">{attemptOfMax(n + 1)}</span>
            <span className="min-w-0 text-slate-800">
              <span className="block font-semibold text-slate-900">{DELIVERY_FAILURE_REASON_LABELS[attempt.reason]}</span>
              {attempt.note && <span className="block break-words whitespace-pre-wrap text-slate-900">{attempt.note}</span>}
              <span className="block text-slate-700">
                {[attempt.byName, formatDateTime(attempt.at), attempt.place].filter(Boolean).join(' · ')}
              </span>
              {attempt.hasPhoto && <AttemptPhoto bookingId={booking._id} n={n} />}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
