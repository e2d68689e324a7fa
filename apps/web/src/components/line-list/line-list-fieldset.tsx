import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';

/** The words a list of lines speaks: the booking's cargo and customs' goods each bring their own. */
export interface LineListCopy {
  line: (n: number) => string;
  removeLine: (n: number) => string;
  addLine: string;
}

/**
 * A fieldset of numbered lines a customer adds and removes (the wizard's cargo lines, customs' goods lines): each line a
 * group named by its heading, a remove button while more than one is left, the list's own problem, and an add button
 * beside a running summary that the fieldset names as its description, so a screen reader hears the total with it.
 */
export function LineListFieldset({
  id,
  legend,
  legendClassName = 'text-base font-semibold text-slate-900',
  intro,
  className = '',
  keys,
  lineId,
  lineHeading: Heading = 'h4',
  copy,
  renderLine,
  onRemove,
  onAdd,
  canAdd,
  error,
  summary,
  summaryTestId,
}: {
  /** Prefix of the intro's and the summary's ids. */
  id: string;
  legend: ReactNode;
  legendClassName?: string;
  intro?: ReactNode;
  className?: string;
  /** One stable key a line (react-hook-form's field ids). */
  keys: readonly string[];
  /** The id a line's heading builds on; the line's own fields are ids under the same path. */
  lineId: (index: number) => string;
  lineHeading?: 'h4' | 'h5';
  copy: LineListCopy;
  renderLine: (index: number) => ReactNode;
  onRemove: (index: number) => void;
  onAdd: () => void;
  canAdd: boolean;
  error?: string;
  summary: ReactNode;
  summaryTestId?: string;
}) {
  const introId = `${id}-intro`;
  const summaryId = `${id}-summary`;
  return (
    <fieldset className={className} aria-describedby={intro ? `${introId} ${summaryId}` : summaryId}>
      <legend className={legendClassName}>{legend}</legend>
      {intro && (
        <p id={introId} className="mt-1 text-sm text-slate-700">
          {intro}
        </p>
      )}
      <ol className="mt-3 space-y-3">
        {keys.map((key, index) => {
          const headingId = `${lineId(index)}.legend`;
          return (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
              <div role="group" aria-labelledby={headingId}>
                <div className="flex items-center justify-between gap-2">
                  <Heading id={headingId} className="text-sm font-semibold text-slate-900">
                    {copy.line(index + 1)}
                  </Heading>
                  {keys.length > 1 && (
                    <Button variant="secondary" className="!px-2.5 !py-1.5" aria-label={copy.removeLine(index + 1)} onClick={() => onRemove(index)}>
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </Button>
                  )}
                </div>
                {renderLine(index)}
              </div>
            </li>
          );
        })}
      </ol>
      {error && <p className="mt-2 text-sm font-medium text-red-700">{error}</p>}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" onClick={onAdd} disabled={!canAdd}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {copy.addLine}
        </Button>
        <p id={summaryId} aria-live="polite" className="font-semibold text-slate-900 tabular-nums" data-testid={summaryTestId}>
          {summary}
        </p>
      </div>
    </fieldset>
  );
}
