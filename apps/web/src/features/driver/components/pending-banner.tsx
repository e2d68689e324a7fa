import { CheckCircle2, CloudCheck, CloudOff, OctagonAlert, UploadCloud } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DRIVER_COPY } from '../../../content/driver';
import { describeEntry, describeMove, waitingText } from '../outbox/outbox-logic';
import { useOnline, useOutbox } from '../outbox/outbox-provider';

/** What waits on the phone, what the server refused, and when everything went through. */
export function PendingBanner() {
  const { pending, attention, sending, dismiss, sendNow } = useOutbox();
  const online = useOnline();
  const [previousCount, setPreviousCount] = useState(pending.length);
  const [allSent, setAllSent] = useState(false);
  const attentionRef = useRef<HTMLElement>(null);
  const attentionCount = attention.length;
  const seenAttention = useRef(attentionCount);
  // A refusal arrives while the driver is down at the step buttons, which now show the re-read job: bring the reason
  // into view, or the step simply moving on reads as if the tap went through.
  useEffect(() => {
    if (attentionCount > seenAttention.current) attentionRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    seenAttention.current = attentionCount;
  }, [attentionCount]);
  if (previousCount !== pending.length) {
    setPreviousCount(pending.length);
    setAllSent(previousCount > 0 && pending.length === 0);
  }

  return (
    // No margins on the always-present live region: when nothing waits, it takes no room.
    <div>
      {attention.length > 0 && (
        <section ref={attentionRef} role="alert" aria-labelledby="attention-title" className="mb-4 scroll-mt-20 rounded-xl border-2 border-red-800 bg-red-50 p-4 text-red-950">
          <h2 id="attention-title" className="flex items-center gap-2 text-base font-bold">
            <OctagonAlert aria-hidden="true" className="h-5 w-5" /> {DRIVER_COPY.needsAttention}
          </h2>
          <p className="mt-1 text-sm font-medium">{DRIVER_COPY.attentionHint}</p>
          <ul className="mt-2 space-y-3">
            {attention.map((item) => (
              <li key={item.key} className="flex items-start justify-between gap-3">
                <p className="min-w-0 text-base">
                  <span className="block font-semibold">{describeMove(item.type, item.trackingNumber)}</span>
                  {item.message}
                </p>
                <button
                  type="button"
                  onClick={() => void dismiss(item.key)}
                  className="min-h-12 shrink-0 rounded-lg border-2 border-red-800 px-3 text-base font-semibold hover:bg-red-100"
                >
                  {DRIVER_COPY.dismiss}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div role="status" aria-live="polite">
        {pending.length > 0 ? (
          <section aria-labelledby="pending-title" className="mb-4 rounded-xl border-2 border-amber-700 bg-amber-50 p-4 text-amber-950">
            <h2 id="pending-title" className="flex items-center gap-2 text-base font-bold">
              {online ? <UploadCloud aria-hidden="true" className="h-5 w-5" /> : <CloudOff aria-hidden="true" className="h-5 w-5" />}
              {waitingText(pending.length)}
            </h2>
            <p className="mt-1 text-sm font-medium">{!online ? DRIVER_COPY.offlineHint : sending ? DRIVER_COPY.sendingHint : DRIVER_COPY.retryHint}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-base">
              {pending.map((entry) => (
                <li key={entry.key}>{describeEntry(entry)}</li>
              ))}
            </ul>
            {online && !sending && (
              <button
                type="button"
                onClick={() => void sendNow()}
                className="mt-3 min-h-12 w-full rounded-lg bg-amber-800 px-4 text-base font-bold text-white hover:bg-amber-900"
              >
                {DRIVER_COPY.sendNow}
              </button>
            )}
          </section>
        ) : (
          allSent &&
          attention.length === 0 && (
            <p className="mb-4 flex items-center gap-2 rounded-xl border-2 border-green-800 bg-green-50 px-4 py-3 text-base font-semibold text-green-950">
              <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> {DRIVER_COPY.allSent}
            </p>
          )
        )}
      </div>
    </div>
  );
}

/** The header's small sign: how many updates wait, or that the phone is offline. */
export function PendingIndicator() {
  const { pending } = useOutbox();
  const online = useOnline();
  const label = pending.length > 0 ? waitingText(pending.length) : online ? 'All updates sent' : 'Offline';
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={`inline-flex min-h-10 items-center gap-1 rounded-full px-3 text-sm font-bold ${
        pending.length > 0 ? 'bg-amber-400 text-slate-950' : online ? 'bg-slate-700 text-white' : 'bg-red-700 text-white'
      }`}
    >
      {pending.length > 0 ? (
        <>
          <UploadCloud aria-hidden="true" className="h-5 w-5" />
          <span aria-hidden="true">{pending.length}</span>
        </>
      ) : online ? (
        <CloudCheck aria-hidden="true" className="h-5 w-5" />
      ) : (
        <>
          <CloudOff aria-hidden="true" className="h-5 w-5" />
          <span aria-hidden="true">Offline</span>
        </>
      )}
    </span>
  );
}
