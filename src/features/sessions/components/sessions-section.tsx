import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMPTY_SEARCH, indexSessions, isFiltered, type SessionSearch, searchFromParams, searchSessions, searchToParams, tutorsOf } from '@domain/session-search';
import { localTimeZone } from '@domain/time/zones';
import type { StudySession } from '@domain/types';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { useSessions } from '../api/get-sessions';
import { SessionCard } from './session-card';
import { SessionSearchBar } from './session-search-bar';

/** Renders incrementally, so a list of thousands stays quick: 12 cards, then Show more. */
const PAGE = 12;

export function SessionsSection() {
  const query = useSessions();
  return (
    <section aria-labelledby="sessions-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="sessions-heading" className="mb-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">
        Sessions
      </h2>
      <QueryState query={query} label="sessions">
        {(sessions) => <SearchableSessions sessions={sessions} />}
      </QueryState>
    </section>
  );
}

/** The list with its search (issue 14), kept in the URL query: shareable, and Back returns to it. */
function SearchableSessions({ sessions }: { sessions: StudySession[] }) {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFromParams(params), [params]);
  // The box answers every keystroke at once; the list follows as soon as React has time.
  const deferred = useDeferredValue(search);
  const index = useMemo(() => indexSessions(sessions), [sessions]);
  const tutors = useMemo(() => tutorsOf(sessions), [sessions]);
  const found = useMemo(() => searchSessions(index, deferred, localTimeZone()), [index, deferred]);
  const [shown, setShown] = useState(PAGE);

  const change = (next: SessionSearch, typing = false) => {
    setShown(PAGE);
    setParams(searchToParams(next), { replace: typing, preventScrollReset: true });
  };

  return (
    <>
      <SessionSearchBar search={search} tutors={tutors} onChange={change} />
      <p className="sr-only" aria-live="polite">
        {isFiltered(search) ? `${found.length} sessions match.` : ''}
      </p>
      {found.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="font-medium text-slate-600">No sessions match your search.</p>
          <Button variant="secondary" className="mt-4" onClick={() => change(EMPTY_SEARCH)}>
            Clear filters
          </Button>
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3">
          {found.slice(0, shown).map((s) => (
            <SessionCard key={s._id} session={s} />
          ))}
        </div>
      )}
      {shown < found.length && (
        <div className="mt-8 text-center">
          <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
            Show more ({found.length - shown} left)
          </Button>
        </div>
      )}
    </>
  );
}
