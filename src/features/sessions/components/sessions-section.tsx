import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MSG } from '@domain/messages';
import { localTimeZone } from '@domain/time/zones';
import type { StudySession } from '@domain/types';
import { PageTitle } from '@/components/ui/page-title';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { PageLoader } from '@/components/ui/spinner';
import { useSessions } from '../api/get-sessions';
import { SessionCard } from './session-card';

/** Renders incrementally, so a list of thousands stays quick: 12 cards, then Show more. */
const PAGE = 12;

type Kit = typeof import('./search-kit');
// The search (its form and its rules) is not needed for the first paint (issue 12's budget): it
// loads beside the list, into a box of its own height, so nothing moves when it arrives.
let kitPromise: Promise<Kit> | null = null;
const loadKit = () => (kitPromise ??= import('./search-kit'));

function useSearchKit(): Kit | null {
  const [kit, setKit] = useState<Kit | null>(null);
  useEffect(() => {
    let live = true;
    void loadKit().then((k) => live && setKit(k));
    return () => {
      live = false;
    };
  }, []);
  return kit;
}

export function SessionsSection() {
  const query = useSessions();
  const kit = useSearchKit();
  return (
    <section aria-labelledby="sessions-heading" className="mx-auto max-w-6xl px-4 py-12">
      <PageTitle as="h2" id="sessions-heading" className="mb-6">
        Sessions
      </PageTitle>
      <QueryState query={query} label="sessions">
        {(sessions) => (kit ? <SearchableSessions sessions={sessions} kit={kit} /> : <FirstPaint sessions={sessions} />)}
      </QueryState>
    </section>
  );
}

/** Before the search has loaded: the server's order, or a spinner when the URL asks for a search. */
function FirstPaint({ sessions }: { sessions: StudySession[] }) {
  const [params] = useSearchParams();
  return (
    <>
      <div className="min-h-[6.5rem] md:min-h-[9.25rem]" />
      {params.size > 0 ? <PageLoader label="Loading the search" /> : <Cards sessions={sessions} shown={PAGE} />}
    </>
  );
}

function Cards({ sessions, shown }: { sessions: StudySession[]; shown: number }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3">
      {sessions.slice(0, shown).map((s) => (
        <SessionCard key={s._id} session={s} />
      ))}
    </div>
  );
}

/** The list with its search (issue 14), kept in the URL query: shareable, and Back returns to it. */
function SearchableSessions({ sessions, kit }: { sessions: StudySession[]; kit: Kit }) {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => kit.searchFromParams(params), [kit, params]);
  // The box answers every keystroke at once; the list follows as soon as React has time.
  const deferred = useDeferredValue(search);
  const index = useMemo(() => kit.indexSessions(sessions), [kit, sessions]);
  const tutors = useMemo(() => kit.tutorsOf(sessions), [kit, sessions]);
  const found = useMemo(() => kit.searchSessions(index, deferred, localTimeZone()), [kit, index, deferred]);
  const [shown, setShown] = useState(PAGE);

  const change = (next: ReturnType<Kit['searchFromParams']>, typing = false) => {
    setShown(PAGE);
    setParams(kit.searchToParams(next), { replace: typing, preventScrollReset: true });
  };

  return (
    <>
      <div className="min-h-[6.5rem] md:min-h-[9.25rem]">
        <kit.SessionSearchBar search={search} tutors={tutors} onChange={change} />
      </div>
      <p className="sr-only" aria-live="polite">
        {kit.isFiltered(search) ? MSG.sessions.matches(found.length) : ''}
      </p>
      {found.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="font-medium text-slate-600">{MSG.sessions.noMatch}</p>
          <Button variant="secondary" className="mt-4" onClick={() => change(kit.EMPTY_SEARCH)}>
            Clear filters
          </Button>
        </div>
      ) : (
        <Cards sessions={found} shown={shown} />
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
