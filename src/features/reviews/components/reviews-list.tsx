/** The Reviews list of the session page (docs/product.md#screen-session-detail): avatar, name, rating and text, or 'No Reviews Yet'. */
import { MSG } from '@domain/messages';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Pending } from '@/components/ui/query-state';
import { useReviews } from '../api/get-reviews';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="text-amber-600" aria-label={`Rated ${rating} out of 5`} role="img">
      {'★'.repeat(rating)}
      <span className="text-slate-300">{'★'.repeat(Math.max(0, 5 - rating))}</span>
    </span>
  );
}

export function ReviewsList({ sessionId }: { sessionId: string }) {
  const { data, isPending, isError, refetch, fetchStatus } = useReviews(sessionId);
  if (isPending) return <Pending paused={fetchStatus === 'paused'} label="Loading reviews" />;
  if (isError && !data) return <ErrorState message={MSG.common.loadFailed('reviews')} onRetry={() => void refetch()} />;
  if (!data.length) return <EmptyState text={MSG.reviews.none} />;
  return (
    <ul className="space-y-3">
      {data.map((r) => (
        <li key={r._id} className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <Avatar src={r.student.image} name={r.student.name || 'Student'} />
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-x-2 font-semibold text-slate-900">
              {r.student.name || 'Student'} <Stars rating={r.rating} />
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{r.revDesc}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
