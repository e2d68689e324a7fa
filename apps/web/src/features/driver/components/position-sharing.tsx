import type { DriverPosition } from '@meridian/contracts';
import { MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DRIVER_COPY } from '../../../content/driver';
import { useDriverJobs } from '../api/driver';
import { shouldKeepFix, toDriverPosition } from '../lib/position-sampling';
import { applyPending } from '../outbox/outbox-logic';
import { useOutbox, useQueuePosition } from '../outbox/outbox-provider';

/** Whether any of the driver's jobs is out for delivery, as it will be once the waiting moves are sent. */
function useHasJobOutForDelivery(): boolean {
  const jobs = useDriverJobs();
  const { pending } = useOutbox();
  return (jobs.data?.records ?? []).some((job) => applyPending(job, pending).milestone === 'out-for-delivery');
}

type Sharing = 'off' | 'on' | 'refused';

/**
 * Decision 0109: while a job is out for delivery, and only then, the phone's position goes to the outbox (kept
 * offline, sent in batches) so the receiver sees the van coming and an arrival window. Says so on screen while it does.
 */
export function PositionSharing() {
  const active = useHasJobOutForDelivery();
  const queuePosition = useQueuePosition();
  const [sharing, setSharing] = useState<Sharing>('off');
  const last = useRef<DriverPosition | null>(null);

  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !navigator.geolocation) {
      setSharing('off');
      return;
    }
    setSharing('on');
    const watch = navigator.geolocation.watchPosition(
      (fix) => {
        setSharing('on');
        const position = toDriverPosition(fix);
        if (!shouldKeepFix(last.current, position)) return;
        last.current = position;
        void queuePosition(position);
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) setSharing('refused');
      },
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 60_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [active, queuePosition]);

  if (sharing === 'off') return null;
  return (
    <p role="status" className={`mb-3 flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${sharing === 'on' ? 'bg-blue-50 text-blue-950 ring-1 ring-blue-200' : 'bg-amber-50 text-amber-950 ring-1 ring-amber-300'}`}>
      <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {sharing === 'on' ? DRIVER_COPY.sharingLocation : DRIVER_COPY.locationRefused}
    </p>
  );
}
