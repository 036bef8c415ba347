import type { RatingSummary } from '@domain/types';

/** "4.6 ★ (12)": the average and the number of reviews, or nothing before the first review. */
export function RatingBadge({ rating }: { rating: RatingSummary }) {
  if (!rating.count || rating.average == null) return null;
  return (
    <p className="mt-1 text-sm font-medium text-amber-700" aria-label={`Rated ${rating.average} out of 5 by ${rating.count} reviews`}>
      {rating.average.toFixed(1)} ★ <span className="text-slate-500">({rating.count})</span>
    </p>
  );
}
