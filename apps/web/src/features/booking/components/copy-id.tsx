import { toShortId } from '@meridian/contracts';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useLater } from '../../../lib/use-later';

const FEEDBACK_MS = 2000;

/**
 * A booking id reads as its short form (#1a2b3c4d) everywhere on a page; the full id stays one click away
 * for a support call or an e-mail.
 */
export function CopyId({ id }: { id: string }) {
  const [feedback, setFeedback] = useState<'idle' | 'copied' | 'failed'>('idle');
  const later = useLater();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      setFeedback('copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): the full id still shows in the tooltip.
      setFeedback('failed');
    }
    later(() => setFeedback('idle'), FEEDBACK_MS);
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-mono" title={id}>
        #{toShortId(id)}
      </span>
      <button
        type="button"
        onClick={() => void copy()}
        title={`Copy the full booking ID (${id})`}
        className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:outline-none"
      >
        {feedback === 'copied' ? <Check aria-hidden="true" className="h-3.5 w-3.5 text-green-700" /> : <Copy aria-hidden="true" className="h-3.5 w-3.5" />}
        {feedback === 'copied' ? 'Copied' : 'Copy ID'}
      </button>
      <span role="status" className="sr-only">
        {feedback === 'copied' ? `Full booking ID ${id} copied` : feedback === 'failed' ? `Copy failed. The full booking ID is ${id}` : ''}
      </span>
      {feedback === 'failed' && <span className="text-xs font-medium text-red-700">Copy failed</span>}
    </span>
  );
}
