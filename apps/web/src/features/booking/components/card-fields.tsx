import { CARD_BRAND_LABELS, cvcLength, detectCardBrand, formatCardNumber, SANDBOX_TEST_CARDS } from '@meridian/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { formatExpiry, type CardFormValues } from '../lib/card-form';

/** Card number (brand detected as typed), expiry MM/YY, CVC sized by brand, name; errors beside each field (decisions 0014, 0024). */
export function CardFields({ form }: { form: UseFormReturn<CardFormValues> }) {
  const { control, register, watch, formState } = form;
  const brand = detectCardBrand(watch('number'));
  const cvcDigits = cvcLength(brand);
  const error = (field: keyof CardFormValues) => formState.errors[field]?.message;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="relative sm:col-span-2">
        <Controller
          control={control}
          name="number"
          render={({ field }) => (
            <TextField
              id="card-number"
              label="Card number"
              required
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              error={error('number')}
              {...field}
              onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
            />
          )}
        />
        {/* Live brand detection: read out when it changes. */}
        <span
          aria-live="polite"
          data-testid="card-brand"
          className="absolute top-0 right-0 rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800"
        >
          {brand === 'unknown' ? 'Card' : CARD_BRAND_LABELS[brand]}
        </span>
      </div>
      <Controller
        control={control}
        name="expiry"
        render={({ field }) => (
          <TextField
            id="card-expiry"
            label="Expiry (MM/YY)"
            required
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
            error={error('expiry')}
            {...field}
            onChange={(event) => field.onChange(formatExpiry(event.target.value))}
          />
        )}
      />
      <TextField
        id="card-cvc"
        label="CVC"
        required
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder={'0'.repeat(cvcDigits).replace(/0/g, '•')}
        maxLength={cvcDigits}
        hint={`(${cvcDigits} digits)`}
        error={error('cvc')}
        {...register('cvc')}
      />
      <div className="sm:col-span-2">
        <TextField id="card-name" label="Name on card" required autoComplete="cc-name" error={error('name')} {...register('name')} />
      </div>
    </div>
  );
}

const TEST_CARDS: [string, string][] = [
  [SANDBOX_TEST_CARDS.succeeds, 'succeeds'],
  [SANDBOX_TEST_CARDS.declined, 'is declined'],
  [SANDBOX_TEST_CARDS.expiredCard, 'is refused as expired'],
  [SANDBOX_TEST_CARDS.incorrectCvc, 'is refused for a wrong CVC'],
  [SANDBOX_TEST_CARDS.processingError, 'fails with a processing error'],
  [SANDBOX_TEST_CARDS.requiresAuthentication, 'asks for authentication first'],
];

/** The sandbox provider's documented cards (the README lists them too): any future expiry, any CVC. */
export function TestCardsHint() {
  return (
    <aside aria-label="Test cards" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">Test cards (sandbox: no real money moves)</p>
      <ul className="mt-2 space-y-1">
        {TEST_CARDS.map(([number, outcome]) => (
          <li key={number}>
            <span className="font-mono font-semibold whitespace-nowrap select-all">{formatCardNumber(number)}</span> {outcome}
          </li>
        ))}
      </ul>
      <p className="mt-2">Any future expiry, any CVC.</p>
    </aside>
  );
}
