// The zod-free subpath: this component is on public pages, inside the first-load budget.
import { formatTrackingNumber } from '@meridian/contracts/tracking-number';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useLater } from '../../lib/use-later';

const FEEDBACK_MS = 2000;

/** A tracking number (decision 0018) in groups people can read aloud, with a button that copies it. */
export function TrackingNumber({ value, copyable = true }: { value: string; copyable?: boolean }) {
  const [feedback, setFeedback] = useState<'idle' | 'copied' | 'failed'>('idle');
  const later = useLater();
  const formatted = formatTrackingNumber(value);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(formatted);
      setFeedback('copied');
    } catch {
      setFeedback('failed');
    }
    later(() => setFeedback('idle'), FEEDBACK_MS);
  };

  if (!value) return <span className="text-slate-700">Not assigned yet</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-mono font-semibold tracking-wide select-all" data-testid="tracking-number">
        {formatted}
      </span>
      {copyable && (
        <button
          type="button"
          onClick={() => void copy()}
          title="Copy the tracking number"
          aria-label={feedback === 'copied' ? 'Copied' : 'Copy tracking number'}
          className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:outline-none"
        >
          {feedback === 'copied' ? <Check aria-hidden="true" className="h-3.5 w-3.5 text-green-700" /> : <Copy aria-hidden="true" className="h-3.5 w-3.5" />}
          {feedback === 'copied' ? 'Copied' : 'Copy'}
        </button>
      )}
      {/* A polite live region, not role=status: the page's own status banners stay the only status. */}
      <span aria-live="polite" className="sr-only">
        {feedback === 'copied' ? `Tracking number ${formatted} copied` : feedback === 'failed' ? `Copy failed. The tracking number is ${formatted}` : ''}
      </span>
      {feedback === 'failed' && <span className="text-xs font-medium text-red-700">Copy failed</span>}
    </span>
  );
}
