import {
  DEFAULT_REPORT_PERIOD,
  REPORT_CATEGORIES,
  REPORT_CATEGORY_LABELS,
  REPORT_GENERATING_LABELS,
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  reportPeriodInputSchema,
  type ReportCategory,
  type ReportPeriod,
} from '@meridian/contracts';
import { BarChart3, Download, FileText } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { downloadReport, useReportSummary, type ReportFilters } from '../../api/reports';
import { REPORTS_COPY } from '../../content/reports';
import { messageOr } from '../../lib/api-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { DateRangeFields } from '../ui/date-range-fields';
import { FormField, inputClass } from '../ui/form-field';
import { ReportSummaryPanel } from './report-summary-panel';

const CATEGORY_ICONS = { shipping: FileText, analytics: BarChart3 } as const;

type DateErrors = { from?: string; to?: string };

function checkPeriod(period: ReportPeriod, from: string, to: string): { filters?: Omit<ReportFilters, 'customer'>; errors: DateErrors } {
  const parsed = reportPeriodInputSchema.safeParse({ period, from, to });
  if (parsed.success) return { filters: { period: parsed.data.period, from: parsed.data.from, to: parsed.data.to }, errors: {} };
  const errors: DateErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof DateErrors] ??= issue.message;
  return { errors };
}

/**
 * Reports: two categories, six periods (Last 30 Days first), Custom Date Range with two validated dates, the
 * real CSV download and the period's figures beside it. The console passes `withCustomerFilter` (staff only).
 */
export function ReportWorkspace({ withCustomerFilter = false }: { withCustomerFilter?: boolean }) {
  const [category, setCategory] = useState<ReportCategory>('shipping');
  const [period, setPeriod] = useState<ReportPeriod>(DEFAULT_REPORT_PERIOD);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [customer, setCustomer] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'generating' } | { kind: 'done'; name: string } | { kind: 'failed'; message: string }>({ kind: 'idle' });

  const checked = checkPeriod(period, from, to);
  const settledCustomer = useDebouncedValue(customer.trim(), 400);
  const filters: ReportFilters = { ...(checked.filters ?? { period: DEFAULT_REPORT_PERIOD }), ...(withCustomerFilter && settledCustomer ? { customer: settledCustomer } : {}) };
  // A custom range is only asked for once both dates are valid; until then the last figures stay on screen.
  const summary = useReportSummary(filters, Boolean(checked.filters));
  const errors = showErrors || (from && to) ? checked.errors : {};

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!checked.filters) return;
    setState({ kind: 'generating' });
    try {
      const name = await downloadReport(category, { ...checked.filters, ...(withCustomerFilter && customer.trim() ? { customer: customer.trim() } : {}) });
      setState({ kind: 'done', name });
    } catch (error) {
      setState({ kind: 'failed', message: messageOr(error, REPORTS_COPY.downloadFailed) });
    }
  };

  const generating = state.kind === 'generating';
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <form onSubmit={generate} noValidate className="min-w-0 space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:col-span-2">
        <fieldset>
          <legend className="text-lg font-bold text-slate-900">{REPORTS_COPY.category}</legend>
          <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {REPORT_CATEGORIES.map((value) => {
              const Icon = CATEGORY_ICONS[value];
              const checkedNow = category === value;
              return (
                <label
                  key={value}
                  className={`flex cursor-pointer gap-3 rounded-xl border-2 p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-700 ${checkedNow ? 'border-blue-700 bg-blue-50' : 'border-slate-200 hover:border-slate-300'}`}
                >
                  <input type="radio" name="category" value={value} checked={checkedNow} onChange={() => setCategory(value)} className="sr-only" />
                  <Icon aria-hidden="true" className={`mt-0.5 h-6 w-6 shrink-0 ${checkedNow ? 'text-blue-800' : 'text-slate-600'}`} />
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">{REPORT_CATEGORY_LABELS[value]}</span>
                    <span className="mt-1 block text-sm text-slate-700">{REPORTS_COPY.categoryHelp[value]}</span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <FormField id="report-period" label={REPORTS_COPY.period}>
          <select id="report-period" value={period} onChange={(e) => setPeriod(e.target.value as ReportPeriod)} className={inputClass()}>
            {REPORT_PERIODS.map((value) => (
              <option key={value} value={value}>
                {REPORT_PERIOD_LABELS[value]}
              </option>
            ))}
          </select>
        </FormField>

        {period === 'custom' && (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <DateRangeFields
              id="report"
              labels={{ from: REPORTS_COPY.from, to: REPORTS_COPY.to }}
              value={{ from, to }}
              onChange={(key, value) => (key === 'from' ? setFrom(value) : setTo(value))}
              errors={errors}
              required
            />
          </div>
        )}

        {withCustomerFilter && (
          <FormField id="report-customer" label={REPORTS_COPY.customer} hint={REPORTS_COPY.customerHint}>
            <input id="report-customer" type="search" value={customer} onChange={(e) => setCustomer(e.target.value)} autoComplete="off" className={inputClass()} />
          </FormField>
        )}

        {state.kind === 'failed' && <Alert tone="error">{state.message}</Alert>}
        {state.kind === 'done' && <Alert tone="success">{REPORTS_COPY.downloaded(state.name)}</Alert>}

        <Button type="submit" disabled={generating} className="w-full sm:w-auto">
          <Download aria-hidden="true" className="h-5 w-5" />
          {generating ? REPORT_GENERATING_LABELS[category] : REPORTS_COPY.generate}
        </Button>
      </form>
      <div className="min-w-0">
        <ReportSummaryPanel summary={summary.data} isLoading={summary.isFetching} isError={summary.isError} />
      </div>
    </div>
  );
}
