/**
 * Finding a session on the home page (issue 14): a text search over title, description and tutor
 * name, filters (Ongoing or Closed, Free or Paid, tutor, class date this week or this month) and a
 * sort. It runs in the browser on the list the app already holds, so it works offline. The
 * lower-cased text of each session is prepared once per list, so a keystroke over 10,000 sessions is
 * a scan of prepared strings (`npm run bench -- search`).
 */
import { isRegistrationClosed } from './session-rules';
import { addDays, wallClock } from './time/local';
import type { StudySession } from './types';

export const SEARCH_STATUSES = ['any', 'ongoing', 'closed'] as const;
export const SEARCH_PRICES = ['any', 'free', 'paid'] as const;
export const SEARCH_WHENS = ['any', 'week', 'month'] as const;
export const SEARCH_SORTS = ['newest', 'soonest', 'price', 'rating'] as const;

export interface SessionSearch {
  q: string;
  status: (typeof SEARCH_STATUSES)[number];
  price: (typeof SEARCH_PRICES)[number];
  /** A tutor's e-mail, or '' for any tutor. */
  tutor: string;
  when: (typeof SEARCH_WHENS)[number];
  sort: (typeof SEARCH_SORTS)[number];
}

export const EMPTY_SEARCH: SessionSearch = { q: '', status: 'any', price: 'any', tutor: '', when: 'any', sort: 'newest' };

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** The search from a URL query; anything unknown falls back to "any", so a shared link never breaks. */
export function searchFromParams(params: URLSearchParams): SessionSearch {
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    status: pick(SEARCH_STATUSES, params.get('status'), 'any'),
    price: pick(SEARCH_PRICES, params.get('price'), 'any'),
    tutor: (params.get('tutor') ?? '').slice(0, 320),
    when: pick(SEARCH_WHENS, params.get('when'), 'any'),
    sort: pick(SEARCH_SORTS, params.get('sort'), 'newest'),
  };
}

/** The URL query of a search, leaving out what is at its default so links stay short. */
export function searchToParams(search: SessionSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(EMPTY_SEARCH) as (keyof SessionSearch)[]) {
    const value = key === 'q' ? search.q.trim() : search[key];
    if (value && value !== EMPTY_SEARCH[key]) params.set(key, value);
  }
  return params;
}

export const isFiltered = (search: SessionSearch) => searchToParams({ ...search, sort: 'newest' }).size > 0;

export interface IndexedSession {
  session: StudySession;
  text: string;
  /** Position in the server's order (newest first). */
  rank: number;
  classStart: number;
}

/** Prepares a list for searching; do it once per list, not per keystroke. */
export function indexSessions(sessions: readonly StudySession[]): IndexedSession[] {
  return sessions.map((session, rank) => ({
    session,
    rank,
    text: `${session.title}\n${session.description}\n${session.tutor.name}`.toLocaleLowerCase(),
    classStart: new Date(session.isoCS).getTime(),
  }));
}

const COMPARE: Record<SessionSearch['sort'], (now: number) => (a: IndexedSession, b: IndexedSession) => number> = {
  newest: () => (a, b) => a.rank - b.rank,
  // Classes still to come first, soonest first; those already begun after them, most recent first.
  soonest: (now) => (a, b) => {
    const aPast = a.classStart < now;
    const bPast = b.classStart < now;
    if (aPast !== bPast) return aPast ? 1 : -1;
    return aPast ? b.classStart - a.classStart : a.classStart - b.classStart;
  },
  price: () => (a, b) => a.session.price - b.session.price || a.rank - b.rank,
  // Rated sessions first, best first; then the unrated in the server's order.
  rating: () => (a, b) => (b.session.rating.average ?? -1) - (a.session.rating.average ?? -1) || a.rank - b.rank,
};

/** The sessions that match, in the chosen order. `timeZone` is the viewer's: weeks and months are theirs. */
export function searchSessions(index: readonly IndexedSession[], search: SessionSearch, timeZone: string, now: Date = new Date()): StudySession[] {
  const terms = search.q.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  // The class's date on the viewer's calendar against this week's (Monday to Sunday) or this month's.
  const today = wallClock(now, timeZone);
  const monday = addDays(today.date, 1 - today.weekday);
  const inRange = (date: string) =>
    search.when === 'week' ? date >= monday && date <= addDays(monday, 6) : search.when === 'month' ? date.slice(0, 7) === today.date.slice(0, 7) : true;
  const matches = index.filter(({ session, text, classStart }) => {
    if (search.status !== 'any' && isRegistrationClosed(session.isoRE, now) !== (search.status === 'closed')) return false;
    if (search.price !== 'any' && session.price > 0 !== (search.price === 'paid')) return false;
    if (search.tutor && session.tutor.email !== search.tutor) return false;
    if (search.when !== 'any' && !inRange(wallClock(new Date(classStart), timeZone).date)) return false;
    return terms.every((term) => text.includes(term));
  });
  return matches.sort(COMPARE[search.sort](now.getTime())).map((m) => m.session);
}

/** The tutors a list can be filtered by, by name. */
export function tutorsOf(sessions: readonly StudySession[]): { email: string; name: string }[] {
  const byEmail = new Map<string, string>();
  for (const s of sessions) byEmail.set(s.tutor.email, s.tutor.name || s.tutor.email);
  return [...byEmail].map(([email, name]) => ({ email, name })).sort((a, b) => a.name.localeCompare(b.name));
}
