import { CARGO_LINE_TYPE_LABELS, CARGO_LINE_TYPES, MAX_CARGO_LINES, type CargoLine, type CreateBookingFormValues } from '@meridian/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { CARGO_COPY } from '../../../content/booking-wizard';
import { cargoLineTotals, emptyCargoLine } from '../lib/cargo-lines';

type Form = UseFormReturn<CreateBookingFormValues>;

const kg = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/**
 * The cargo as lines of like pieces (decision 0096): type, count, weight of each, and the size of each when known. The
 * totals the booking's screens show (pieces, kg) are summed as the customer types; a line's problems show beside it.
 */
export function CargoLinesEditor({ form, errorFor }: { form: Form; errorFor: (path: string) => string | undefined }) {
  const { control, register } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'cargoLines' });
  const lines = useWatch({ control, name: 'cargoLines' }) ?? [];
  const totals = cargoLineTotals(lines);
  const listError = errorFor('cargoLines') ?? errorFor('cargoLines.root');
  return (
    <fieldset className="sm:col-span-2" aria-describedby="cargo-lines-intro cargo-lines-totals">
      <legend className="text-base font-semibold text-slate-900">{CARGO_COPY.linesLegend}</legend>
      <p id="cargo-lines-intro" className="mt-1 text-sm text-slate-700">
        {CARGO_COPY.linesIntro}
      </p>
      <ol className="mt-3 space-y-3">
        {fields.map((field, index) => {
          const at = (key: string) => `cargoLines.${index}.${key}`;
          return (
            <li key={field.id} className="rounded-xl border border-slate-200 p-3 sm:p-4">
              <div role="group" aria-labelledby={`${at('legend')}`}>
                <div className="flex items-center justify-between gap-2">
                  <h4 id={at('legend')} className="text-sm font-semibold text-slate-900">
                    {CARGO_COPY.line(index + 1)}
                  </h4>
                  {fields.length > 1 && (
                    <Button variant="secondary" className="!px-2.5 !py-1.5" aria-label={CARGO_COPY.removeLine(index + 1)} onClick={() => remove(index)}>
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </Button>
                  )}
                </div>
                <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
                  <div className="col-span-2">
                    <SelectField id={at('type')} label={CARGO_COPY.type} required error={errorFor(at('type'))} {...register(`cargoLines.${index}.type`)}>
                      <option value="" disabled>
                        {CARGO_COPY.typePlaceholder}
                      </option>
                      {CARGO_LINE_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {CARGO_LINE_TYPE_LABELS[type]}
                        </option>
                      ))}
                    </SelectField>
                  </div>
                  <TextField
                    id={at('count')}
                    type="number"
                    min={1}
                    step={1}
                    inputMode="numeric"
                    label={CARGO_COPY.count}
                    required
                    error={errorFor(at('count'))}
                    {...register(`cargoLines.${index}.count`, { valueAsNumber: true })}
                  />
                  <TextField
                    id={at('weightKg')}
                    type="number"
                    min={0.1}
                    step={0.1}
                    inputMode="decimal"
                    label={CARGO_COPY.weightEach}
                    required
                    error={errorFor(at('weightKg'))}
                    {...register(`cargoLines.${index}.weightKg`, { valueAsNumber: true })}
                  />
                </div>
                <fieldset className="mt-3">
                  <legend className="text-sm font-semibold text-slate-800">
                    {CARGO_COPY.size} <span className="font-normal text-slate-600">(optional)</span>
                  </legend>
                  <div className="mt-1 grid grid-cols-3 gap-2 sm:gap-3">
                    {(['lengthCm', 'widthCm', 'heightCm'] as const).map((side) => (
                      <TextField
                        key={side}
                        id={at(side)}
                        type="number"
                        min={0.1}
                        step={0.1}
                        inputMode="decimal"
                        label={CARGO_COPY[side === 'lengthCm' ? 'length' : side === 'widthCm' ? 'width' : 'height']}
                        error={errorFor(at(side))}
                        {...register(`cargoLines.${index}.${side}`, { valueAsNumber: true })}
                      />
                    ))}
                  </div>
                </fieldset>
              </div>
            </li>
          );
        })}
      </ol>
      {listError && <p className="mt-2 text-sm font-medium text-red-700">{listError}</p>}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" onClick={() => append(emptyCargoLine() as CargoLine)} disabled={fields.length >= MAX_CARGO_LINES}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {CARGO_COPY.addLine}
        </Button>
        <p id="cargo-lines-totals" aria-live="polite" className="font-semibold text-slate-900 tabular-nums" data-testid="cargo-totals">
          {CARGO_COPY.totals(totals.pieces, kg.format(totals.weightKg))}
        </p>
      </div>
    </fieldset>
  );
}
