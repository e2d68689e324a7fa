import { CARGO_LINE_TYPE_LABELS, CARGO_LINE_TYPES, MAX_CARGO_LINES, type CargoLine, type CreateBookingFormValues } from '@meridian/contracts';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { LineListFieldset } from '../../../components/line-list/line-list-fieldset';
import { ChoiceField } from '../../../components/ui/choice-field';
import { NumberField } from '../../../components/ui/number-field';
import { CARGO_COPY } from '../../../content/booking-wizard';
import { cargoLineTotals, emptyCargoLine } from '../lib/cargo-lines';

type Form = UseFormReturn<CreateBookingFormValues>;

const kg = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const SIDE_LABELS = { lengthCm: CARGO_COPY.length, widthCm: CARGO_COPY.width, heightCm: CARGO_COPY.height } as const;

/**
 * The cargo as lines of like pieces (decision 0096): type, count, weight of each, and the size of each when known. The
 * totals the booking's screens show (pieces, kg) are summed as the customer types; a line's problems show beside it.
 */
export function CargoLinesEditor({ form, errorFor }: { form: Form; errorFor: (path: string) => string | undefined }) {
  const { control, register } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'cargoLines' });
  const lines = useWatch({ control, name: 'cargoLines' }) ?? [];
  const totals = cargoLineTotals(lines);
  return (
    <LineListFieldset
      id="cargo-lines"
      className="sm:col-span-2"
      legend={CARGO_COPY.linesLegend}
      intro={CARGO_COPY.linesIntro}
      keys={fields.map((field) => field.id)}
      lineId={(index) => `cargoLines.${index}`}
      copy={CARGO_COPY}
      onRemove={remove}
      onAdd={() => append(emptyCargoLine() as CargoLine)}
      canAdd={fields.length < MAX_CARGO_LINES}
      error={errorFor('cargoLines') ?? errorFor('cargoLines.root')}
      summary={CARGO_COPY.totals(totals.pieces, kg.format(totals.weightKg))}
      summaryTestId="cargo-totals"
      renderLine={(index) => {
        const at = (key: string) => `cargoLines.${index}.${key}`;
        return (
          <>
            <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
              <div className="col-span-2">
                <ChoiceField
                  id={at('type')}
                  label={CARGO_COPY.type}
                  required
                  error={errorFor(at('type'))}
                  placeholder={CARGO_COPY.typePlaceholder}
                  choices={CARGO_LINE_TYPES}
                  labelOf={(type) => CARGO_LINE_TYPE_LABELS[type]}
                  {...register(`cargoLines.${index}.type`)}
                />
              </div>
              <NumberField id={at('count')} min={1} step={1} label={CARGO_COPY.count} required error={errorFor(at('count'))} {...register(`cargoLines.${index}.count`, { valueAsNumber: true })} />
              <NumberField
                id={at('weightKg')}
                min={0.1}
                step={0.1}
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
                  <NumberField
                    key={side}
                    id={at(side)}
                    min={0.1}
                    step={0.1}
                    label={SIDE_LABELS[side]}
                    error={errorFor(at(side))}
                    {...register(`cargoLines.${index}.${side}`, { valueAsNumber: true })}
                  />
                ))}
              </div>
            </fieldset>
          </>
        );
      }}
    />
  );
}
