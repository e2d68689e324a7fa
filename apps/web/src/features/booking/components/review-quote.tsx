import { fromCents, QUOTE_LABELS, TAX_RATE_PERCENT, taxCents, toCents, type QuoteInput } from '@meridian/contracts';
import { useQuery } from '@tanstack/react-query';
import { Calculator, Loader2 } from 'lucide-react';
import { quotePreviewQueryOptions } from '../api/quotes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { messageOr } from '../../../lib/api-client';
import { DeliveryEstimateLine } from './delivery-estimate-line';
import { QuoteBreakdown } from './quote-breakdown';

const REVIEW_QUOTE_FAILED = 'We could not calculate the price just now. You can still submit; the quote follows.';
const REVIEW_QUOTE_NOTE = 'The price is fixed when you submit; you pay on the next screen.';

/**
 * Price before commitment (decision 0044): the review step asks POST /quotes for the answers as they stand, so the
 * person sees the price before Confirm & Submit. Tax uses the contracts' rate, as the stored quote will.
 */
export function ReviewQuote({ input, pickupDate, deliveryDate }: { input: QuoteInput; pickupDate?: string; deliveryDate?: string }) {
  const query = useQuery(quotePreviewQueryOptions(input));
  const quote = query.data;
  return (
    <section aria-labelledby="review-quote-title" className="mt-4 rounded-xl border border-blue-200 bg-blue-50/50 p-4">
      <h3 id="review-quote-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <Calculator aria-hidden="true" className="h-5 w-5 text-blue-700" />
        Price
      </h3>
      {query.isPending && (
        <p role="status" className="mt-2 flex items-center gap-2 text-slate-700">
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
          Calculating your price...
        </p>
      )}
      {query.isError && (
        <Alert tone="error" className="mt-2" action={<Button variant="secondary" onClick={() => void query.refetch()}>Try again</Button>}>
          {messageOr(query.error, REVIEW_QUOTE_FAILED)}
        </Alert>
      )}
      {quote && (
        <div className="mt-2">
          <QuoteBreakdown
            finalLabel={QUOTE_LABELS.estimate}
            quote={{
              ...quote,
              taxRatePercent: TAX_RATE_PERCENT,
              tax: fromCents(taxCents(toCents(quote.total))),
              amountDue: fromCents(toCents(quote.total) + taxCents(toCents(quote.total))),
            }}
          />
          <DeliveryEstimateLine className="mt-3" vehicleType={input.vehicleType} pickupDate={pickupDate} deliveryDate={deliveryDate} />
          <p className="mt-1 text-sm text-slate-700">{REVIEW_QUOTE_NOTE}</p>
        </div>
      )}
    </section>
  );
}
