import { normalizeStatus, STATUS_LABELS, type BookingStatus } from '@meridian/contracts';
import { Badge } from './badge';

type Tone = 'blue' | 'green' | 'yellow' | 'purple' | 'red' | 'grey';

export const TONE_CLASSES: Record<Tone, string> = {
  blue: 'bg-blue-100 text-blue-900',
  green: 'bg-green-100 text-green-900',
  yellow: 'bg-yellow-100 text-yellow-900',
  purple: 'bg-purple-100 text-purple-900',
  red: 'bg-red-100 text-red-900',
  grey: 'bg-slate-100 text-slate-800',
};

// The list and dashboard reading (cancelled falls to "other", grey).
const LIST_STATUS_TONES: Record<BookingStatus, Tone> = {
  'in-transit': 'blue',
  delivered: 'green',
  pending: 'yellow',
  confirmed: 'purple',
  cancelled: 'grey',
  returned: 'grey',
};

// The detail-screen reading; confirmed and in-transit differ from the list.
const DETAIL_STATUS_TONES: Record<BookingStatus, Tone> = {
  pending: 'yellow',
  confirmed: 'blue',
  'in-transit': 'purple',
  delivered: 'green',
  cancelled: 'red',
  returned: 'red',
};

export function statusTone(status: string | null | undefined, reading: 'list' | 'detail'): Tone {
  const s = normalizeStatus(status);
  if (!s) return 'grey';
  return (reading === 'list' ? LIST_STATUS_TONES : DETAIL_STATUS_TONES)[s];
}

export function statusLabel(status: string | null | undefined): string {
  const s = normalizeStatus(status);
  return s ? STATUS_LABELS[s] : status || 'Unknown';
}

export function StatusBadge({ status, reading = 'list' }: { status: string | null | undefined; reading?: 'list' | 'detail' }) {
  const tone = statusTone(status, reading);
  return (
    <Badge className={TONE_CLASSES[tone]}>
      <span data-tone={tone}>{statusLabel(status)}</span>
    </Badge>
  );
}
