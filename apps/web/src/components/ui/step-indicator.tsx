export interface IndicatorStep {
  key: string;
  title: string;
}

/**
 * Where the user is in a wizard (decision 0012). From 640 px every step shows as a pill, all in one row; on phones, where the pills would wrap into
 * rows, one line ("Step 3 of 6 - Pickup") over a progress bar.
 */
export function StepIndicator({ steps, current, label }: { steps: readonly IndicatorStep[]; current: number; label: string }) {
  const position = current + 1;
  const summary = `Step ${position} of ${steps.length} - ${steps[current]?.title ?? ''}`;
  return (
    <div>
      <ol aria-label={label} className="hidden gap-2 sm:grid sm:auto-cols-fr sm:grid-flow-col">
        {steps.map((step, index) => (
          <li
            key={step.key}
            aria-current={index === current ? 'step' : undefined}
            className={`flex items-center justify-center rounded-lg px-2 py-1.5 text-center text-sm font-semibold ${
              index === current ? 'bg-blue-700 text-white' : index < current ? 'bg-blue-100 text-blue-900' : 'bg-white text-slate-700 ring-1 ring-slate-200'
            }`}
          >
            {index + 1}. {step.title}
          </li>
        ))}
      </ol>
      <div className="sm:hidden">
        <p className="text-sm font-semibold text-slate-900">{summary}</p>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={1}
          aria-valuemax={steps.length}
          aria-valuenow={position}
          aria-valuetext={summary}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-blue-700" style={{ width: `${(position / Math.max(1, steps.length)) * 100}%` }} />
        </div>
      </div>
    </div>
  );
}
