import { RATING_COMMENT_MAX, ratingInputSchema, type Booking } from '@meridian/contracts';
import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { messageOr } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format-date';
import { useRateBooking } from '../api/rate-booking';

const STAR_LABELS = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];

function Stars({ value, className = 'h-5 w-5' }: { value: number; className?: string }) {
  return (
    <span className="inline-flex" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={`${className} ${n <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-300'}`} />
      ))}
    </span>
  );
}

function GivenRating({ rating }: { rating: NonNullable<Booking['rating']> }) {
  return (
    <div>
      <p className="flex items-center gap-2">
        <Stars value={rating.stars} />
        <span className="font-semibold text-slate-900">{rating.stars}/5</span>
      </p>
      {rating.comment && <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">“{rating.comment}”</p>}
      <p className="mt-2 text-sm text-slate-700">Rated {formatDay(rating.ratedAt)}</p>
    </div>
  );
}

function RatingForm({ booking }: { booking: Booking }) {
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ stars?: string; comment?: string }>({});
  const mutation = useRateBooking(booking._id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ratingInputSchema.safeParse({ stars, comment });
    if (!parsed.success) {
      const found: { stars?: string; comment?: string } = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as 'stars' | 'comment'] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">How was this shipment?</legend>
        <div role="radiogroup" aria-label="Stars" className="mt-2 flex gap-1">
          {STAR_LABELS.map((label, i) => {
            const value = i + 1;
            return (
              <button
                key={label}
                type="button"
                role="radio"
                aria-checked={stars === value}
                aria-label={label}
                onClick={() => setStars(value)}
                className="rounded-md p-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
              >
                <Star aria-hidden="true" className={`h-8 w-8 ${value <= stars ? 'fill-amber-400 text-amber-500' : 'text-slate-400'}`} />
              </button>
            );
          })}
        </div>
        {errors.stars && <p className="mt-1.5 text-sm font-medium text-red-700">{errors.stars}</p>}
      </fieldset>
      <FormField id="rating-comment" label="Comment" hint="(optional)" error={errors.comment}>
        <textarea
          id="rating-comment"
          rows={3}
          maxLength={RATING_COMMENT_MAX + 1}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-invalid={Boolean(errors.comment)}
          aria-describedby={errors.comment ? 'rating-comment-error' : undefined}
          className={inputClass(Boolean(errors.comment))}
        />
      </FormField>
      {mutation.isError && <Alert tone="error">{messageOr(mutation.error, 'Your rating could not be saved. Please try again.')}</Alert>}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : 'Submit Rating'}
      </Button>
    </form>
  );
}

/** A delivered shipment's owner rates it once (it feeds the reports, decision 0026); afterwards the rating given is shown. */
export function RatingSection({ booking }: { booking: Booking }) {
  return (
    <section aria-labelledby="rating-heading" className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="rating-heading" className="text-lg font-bold text-slate-900">
        Your Rating
      </h2>
      <div className="mt-4">{booking.rating ? <GivenRating rating={booking.rating} /> : <RatingForm booking={booking} />}</div>
    </section>
  );
}
