import {
  EXPORT_REASON_LABELS,
  EXPORT_REASONS,
  formatMoney,
  INCOTERM_LABELS,
  INCOTERMS,
  MAX_CUSTOMS_LINES,
  needsExporterEori,
  toCents,
  type CreateBookingFormValues,
} from '@meridian/contracts';
import { useEffect } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { CUSTOMS_COPY } from '../../content/booking-wizard';
import { countryName } from '../location/country-names';
import { CountrySelect } from '../location/country-select';
import { LineListFieldset } from '../line-list/line-list-fieldset';
import { ChoiceField } from '../ui/choice-field';
import { NumberField } from '../ui/number-field';
import { TextField } from '../ui/text-field';
import { emptyCustoms, emptyCustomsLine } from './empty-customs';

/** Any form that holds `customs` where the wizard does: the wizard's Cargo step and the booking edit dialog. */
type CustomsForm = { customs?: CreateBookingFormValues['customs'] };

const finite = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

/**
 * Decision 0104: what customs asks of a shipment that crosses a customs border (the wizard's Cargo step and the booking
 * edit dialog show this only then):
 * the Incoterms rule, the reason, the exporter's EORI (required when the goods leave the EU) and the lines of goods.
 */
export function CustomsSection<T extends CustomsForm>({
  form,
  errorFor,
  from,
  to,
  idPrefix = '',
}: {
  form: UseFormReturn<T>;
  errorFor: (path: string) => string | undefined;
  from: string;
  to: string;
  /** Ids are the field paths; a second form on the page (the edit dialog over a booking) prefixes its own. */
  idPrefix?: string;
}) {
  // The section reads and writes only `customs`, which every form it is given holds at that path.
  const { control, register, getValues, setValue } = form as unknown as UseFormReturn<CustomsForm>;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'customs.lines' });
  // The section starts with one blank line of goods the first time it shows (not on a draft that already has some).
  // Its registered fields already put empty values in the form, so "first time" is "no line yet"; the field array is
  // told too, as setting its parent object does not reach it.
  useEffect(() => {
    if (getValues('customs')?.lines?.length) return;
    const blank = emptyCustoms(from);
    setValue('customs', blank);
    replace(blank.lines);
  }, [from, getValues, setValue, replace]);
  const id = (path: string) => `${idPrefix}${path}`;
  const lines = useWatch({ control, name: 'customs.lines' }) ?? [];
  const valueCents = lines.reduce((sum, line) => sum + toCents(finite(line?.unitValue)) * finite(line?.quantity), 0);
  const eoriRequired = needsExporterEori(from, to);
  return (
    <fieldset className="rounded-xl border border-amber-200 bg-amber-50/40 p-3 sm:col-span-2 sm:p-4" aria-describedby={id('customs-intro')}>
      <legend className="px-1 text-base font-semibold text-slate-900">{CUSTOMS_COPY.legend}</legend>
      <p id={id('customs-intro')} className="text-sm text-slate-700">
        {CUSTOMS_COPY.intro(countryName(from), countryName(to))}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <ChoiceField
          id={id('customs.incoterm')}
          label={CUSTOMS_COPY.incoterm}
          required
          error={errorFor('customs.incoterm')}
          defaultValue=""
          placeholder={CUSTOMS_COPY.incotermPlaceholder}
          choices={INCOTERMS}
          labelOf={(rule) => INCOTERM_LABELS[rule]}
          {...register('customs.incoterm')}
        />
        <ChoiceField
          id={id('customs.reasonForExport')}
          label={CUSTOMS_COPY.reason}
          required
          error={errorFor('customs.reasonForExport')}
          defaultValue=""
          placeholder={CUSTOMS_COPY.reasonPlaceholder}
          choices={EXPORT_REASONS}
          labelOf={(reason) => EXPORT_REASON_LABELS[reason]}
          {...register('customs.reasonForExport')}
        />
        <TextField
          id={id('customs.exporterEori')}
          label={CUSTOMS_COPY.eori}
          hint={eoriRequired ? CUSTOMS_COPY.eoriRequiredHint : CUSTOMS_COPY.eoriOptionalHint}
          required={eoriRequired}
          autoCapitalize="characters"
          spellCheck={false}
          error={errorFor('customs.exporterEori')}
          {...register('customs.exporterEori')}
        />
      </div>
      <LineListFieldset
        id={id('customs-lines')}
        className="mt-4"
        legend={CUSTOMS_COPY.linesLegend}
        legendClassName="text-sm font-semibold text-slate-900"
        keys={fields.map((field) => field.id)}
        lineId={(index) => id(`customs.lines.${index}`)}
        lineHeading="h5"
        copy={CUSTOMS_COPY}
        onRemove={remove}
        onAdd={() => append(emptyCustomsLine(from))}
        canAdd={fields.length < MAX_CUSTOMS_LINES}
        error={errorFor('customs.lines') ?? errorFor('customs')}
        summary={`${CUSTOMS_COPY.total}: ${formatMoney(valueCents)}`}
        summaryTestId="customs-total"
        renderLine={(index) => {
          const at = (key: string) => `customs.lines.${index}.${key}`;
          const fieldId = (key: string) => id(at(key));
          return (
            <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-6">
              <div className="col-span-2 sm:col-span-4">
                <TextField id={fieldId('description')} label={CUSTOMS_COPY.description} required error={errorFor(at('description'))} {...register(`customs.lines.${index}.description`)} />
              </div>
              <div className="col-span-2">
                <TextField
                  id={fieldId('hsCode')}
                  label={CUSTOMS_COPY.hsCode}
                  hint={CUSTOMS_COPY.hsCodeHint}
                  inputMode="numeric"
                  required
                  error={errorFor(at('hsCode'))}
                  {...register(`customs.lines.${index}.hsCode`)}
                />
              </div>
              <div className="col-span-2 sm:col-span-3">
                <CountrySelect id={fieldId('originCountry')} label={CUSTOMS_COPY.originCountry} required error={errorFor(at('originCountry'))} {...register(`customs.lines.${index}.originCountry`)} />
              </div>
              <NumberField id={fieldId('quantity')} min={1} step={1} label={CUSTOMS_COPY.quantity} required error={errorFor(at('quantity'))} {...register(`customs.lines.${index}.quantity`, { valueAsNumber: true })} />
              <NumberField id={fieldId('unitValue')} min={0.01} step={0.01} label={CUSTOMS_COPY.unitValue} required error={errorFor(at('unitValue'))} {...register(`customs.lines.${index}.unitValue`, { valueAsNumber: true })} />
              <div className="col-span-2 sm:col-span-1">
                <NumberField
                  id={fieldId('netWeightKg')}
                  min={0.001}
                  step={0.001}
                  label={CUSTOMS_COPY.netWeightKg}
                  required
                  error={errorFor(at('netWeightKg'))}
                  {...register(`customs.lines.${index}.netWeightKg`, { valueAsNumber: true })}
                />
              </div>
            </div>
          );
        }}
      />
    </fieldset>
  );
}
