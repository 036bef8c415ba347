import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, indexSessions, isFiltered, searchFromParams, searchSessions, searchToParams, tutorsOf } from './session-search';
import type { StudySession } from './types';

const DAY = 86_400_000;
const now = new Date('2026-12-09T12:00:00Z'); // a Wednesday

function session(id: string, over: Partial<StudySession> & { classIn?: number; closesIn?: number } = {}): StudySession {
  const { classIn = 10, closesIn = 5, ...rest } = over;
  const cs = new Date(now.getTime() + classIn * DAY);
  return {
    _id: id,
    title: `Session ${id}`,
    cover: '/demo/cover-1.svg',
    description: 'About things.',
    duration: '1 hour',
    isoRS: new Date(now.getTime() - DAY).toISOString(),
    isoRE: new Date(now.getTime() + closesIn * DAY).toISOString(),
    isoCS: cs.toISOString(),
    isoCE: new Date(cs.getTime() + 3_600_000).toISOString(),
    tutor: { name: 'Ada Tutor', email: 'ada@x.test', image: '' },
    price: 0,
    status: 'Accepted',
    rating: { average: null, count: 0 },
    timeZone: 'UTC',
    seats: null,
    seatsLeft: null,
    ...rest,
  };
}

const list = [
  session('a', { title: 'Organic Chemistry', price: 12.5, classIn: 2, rating: { average: 4.5, count: 2 } }),
  session('b', { title: 'Linear Algebra', description: 'Vectors and MATRICES', classIn: 25 }),
  session('c', { title: 'Poetry', tutor: { name: 'Bo Writer', email: 'bo@x.test', image: '' }, closesIn: -1, classIn: -3, price: 5 }),
  session('d', { title: 'Statistics', classIn: 1, rating: { average: 3, count: 1 } }),
];
const index = indexSessions(list);
const ids = (search: Partial<typeof EMPTY_SEARCH>) => searchSessions(index, { ...EMPTY_SEARCH, ...search }, 'UTC', now).map((s) => s._id);

describe('searching the home list (issue 14)', () => {
  it('keeps the server’s order with nothing chosen', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd']);
  });

  it('matches every word of the query in title, description or tutor name, ignoring case', () => {
    expect(ids({ q: 'chem' })).toEqual(['a']);
    expect(ids({ q: 'matrices linear' })).toEqual(['b']);
    expect(ids({ q: 'WRITER' })).toEqual(['c']);
    expect(ids({ q: 'nothing like this' })).toEqual([]);
  });

  it('filters by Ongoing or Closed, Free or Paid, and tutor', () => {
    expect(ids({ status: 'closed' })).toEqual(['c']);
    expect(ids({ status: 'ongoing' })).toEqual(['a', 'b', 'd']);
    expect(ids({ price: 'free' })).toEqual(['b', 'd']);
    expect(ids({ price: 'paid' })).toEqual(['a', 'c']);
    expect(ids({ tutor: 'bo@x.test' })).toEqual(['c']);
  });

  it('filters by a class this week or this month, in the viewer’s zone', () => {
    expect(ids({ when: 'week' })).toEqual(['a', 'd']); // Mon 7 – Sun 13 December
    expect(ids({ when: 'month' })).toEqual(['a', 'c', 'd']); // b is in January
    // Sunday 13 Dec 23:30 UTC is already Monday in Tokyo: next week there.
    const late = indexSessions([session('e', { isoCS: '2026-12-13T23:30:00Z' })]);
    expect(searchSessions(late, { ...EMPTY_SEARCH, when: 'week' }, 'UTC', now)).toHaveLength(1);
    expect(searchSessions(late, { ...EMPTY_SEARCH, when: 'week' }, 'Asia/Tokyo', now)).toHaveLength(0);
  });

  it('sorts by soonest class (past ones last), price and rating', () => {
    expect(ids({ sort: 'soonest' })).toEqual(['d', 'a', 'b', 'c']);
    expect(ids({ sort: 'price' })).toEqual(['b', 'd', 'c', 'a']);
    expect(ids({ sort: 'rating' })).toEqual(['a', 'd', 'b', 'c']);
  });

  it('reads and writes the URL query, ignoring what it does not know', () => {
    const search = searchFromParams(new URLSearchParams('q=alg&status=closed&price=bogus&sort=price&when=week&tutor=bo@x.test'));
    expect(search).toEqual({ q: 'alg', status: 'closed', price: 'any', tutor: 'bo@x.test', when: 'week', sort: 'price' });
    expect(searchToParams(search).toString()).toBe('q=alg&status=closed&tutor=bo%40x.test&when=week&sort=price');
    expect(searchToParams(EMPTY_SEARCH).toString()).toBe('');
    expect(isFiltered({ ...EMPTY_SEARCH, sort: 'price' })).toBe(false);
    expect(isFiltered({ ...EMPTY_SEARCH, q: 'x' })).toBe(true);
  });

  it('lists the tutors by name', () => {
    expect(tutorsOf(list)).toEqual([
      { email: 'ada@x.test', name: 'Ada Tutor' },
      { email: 'bo@x.test', name: 'Bo Writer' },
    ]);
  });
});
