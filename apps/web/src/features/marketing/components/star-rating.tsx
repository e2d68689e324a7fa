import { Star } from 'lucide-react';

export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5 text-amber-500" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: rating }, (_, i) => (
        <Star key={i} className="h-5 w-5 fill-current" aria-hidden="true" />
      ))}
    </p>
  );
}
