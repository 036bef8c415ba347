import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/spinner';
import { useSessions } from '../api/get-sessions';
import { SessionCard } from './session-card';

/** Renders incrementally, so a list of thousands stays quick: 12 cards, then Show more. */
const PAGE = 12;

export function SessionsSection() {
  const { data, isPending, isError, refetch } = useSessions();
  const [shown, setShown] = useState(PAGE);

  let body;
  if (isPending) body = <PageLoader label="Loading sessions" />;
  else if (isError && !data) body = <ErrorState message="The sessions could not be loaded." onRetry={() => void refetch()} />;
  else if (!data?.length) body = <EmptyState />;
  else
    body = (
      <>
        <div className="grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3">
          {data.slice(0, shown).map((s) => (
            <SessionCard key={s._id} session={s} />
          ))}
        </div>
        {shown < data.length && (
          <div className="mt-8 text-center">
            <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
              Show more ({data.length - shown} left)
            </Button>
          </div>
        )}
      </>
    );

  return (
    <section aria-labelledby="sessions-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="sessions-heading" className="mb-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">
        Sessions
      </h2>
      {body}
    </section>
  );
}
