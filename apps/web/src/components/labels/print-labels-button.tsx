import type { LabelFormat } from '@meridian/contracts';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { LABELS_COPY } from '../../content/labels';
import { messageOr } from '../../lib/api-client';
import { Button } from '../ui/button';
import { downloadLabels } from './labels-client';

type Props = { booking: { _id: string; trackingNumber?: string | null; pieces?: readonly unknown[] }; className?: string };

/**
 * "Print labels": a 4 x 6 in PDF label per piece, with the ZPL for thermal printers as the quieter choice beside it.
 * One component for the booking detail, the console and the driver's job (decision 0101).
 */
export function PrintLabelsButton({ booking, className = '' }: Props) {
  const [state, setState] = useState<{ busy?: LabelFormat; error?: string }>({});
  const pieces = booking.pieces?.length ?? 0;
  if (pieces === 0) return null;
  const download = async (format: LabelFormat) => {
    setState({ busy: format });
    try {
      await downloadLabels(booking, format);
      setState({});
    } catch (error) {
      setState({ error: messageOr(error, LABELS_COPY.failed) });
    }
  };
  return (
    <div className={className} data-testid="print-labels">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button variant="secondary" className="px-4 py-2 text-sm" disabled={Boolean(state.busy)} onClick={() => void download('pdf')}>
          <Printer aria-hidden="true" className="h-4 w-4" /> {state.busy === 'pdf' ? LABELS_COPY.downloading : LABELS_COPY.print(pieces)}
        </Button>
        <button
          type="button"
          className="text-sm font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950 disabled:cursor-not-allowed disabled:opacity-50"
          disabled={Boolean(state.busy)}
          onClick={() => void download('zpl')}
        >
          {state.busy === 'zpl' ? LABELS_COPY.downloading : LABELS_COPY.zpl}
        </button>
      </div>
      {state.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.error}
        </p>
      )}
    </div>
  );
}
