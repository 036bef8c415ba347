import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { useSessions } from '../api/get-sessions';
import { SessionCard } from './session-card';

/** Renders incrementally, so a list of thousands stays quick: 12 cards, then Show more. */
const PAGE = 12;

export function SessionsSection() {
  const query = useSessions();
  const [shown, setShown] = useState(PAGE);
  return (
    <section aria-labelledby="sessions-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="sessions-heading" className="mb-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">
        Sessions
      </h2>
      <QueryState query={query} label="sessions">
        {(sessions) => (
          <>
            <div className="grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3">
              {sessions.slice(0, shown).map((s) => (
                <SessionCard key={s._id} session={s} />
              ))}
            </div>
            {shown < sessions.length && (
              <div className="mt-8 text-center">
                <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
                  Show more ({sessions.length - shown} left)
                </Button>
              </div>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
