/** The student's overview (issue 16): the next class with a live countdown, counts, newest materials. */
import { formatDuration, intervalToDuration } from 'date-fns';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MSG } from '@domain/messages';
import { formatInstant } from '@domain/time/display';
import type { StudentOverview as Figures } from '@domain/stats';
import { JoinClass, NoClassLinkYet } from '@/components/ui/join-class';
import { paths } from '@/config/paths';
import { Tile } from './chart-card';

/** "Starts in 2 days 4 hours 10 minutes 5 seconds", ticking every second. */
function Countdown({ to }: { to: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const start = new Date(to);
  if (start.getTime() <= now) return <span>{MSG.sessions.classBegun}</span>;
  const left = formatDuration(intervalToDuration({ start: now, end: start }), { format: ['years', 'months', 'days', 'hours', 'minutes', 'seconds'] });
  return <span>Starts in {left}</span>;
}

/** `addToCalendar` and `unsyncedNotes` come from other features, composed by the app. */
export function StudentOverview({ figures, addToCalendar, unsyncedNotes }: { figures: Figures; addToCalendar: ReactNode; unsyncedNotes: ReactNode }) {
  const next = figures.nextClass;
  return (
    <div className="space-y-6">
      <section aria-labelledby="next-heading" className="rounded-2xl bg-brand-900 p-5 text-white shadow-sm sm:p-6">
        <h2 id="next-heading" className="text-sm font-semibold uppercase tracking-wide text-brand-100">
          Your next class
        </h2>
        {next ? (
          <>
            <Link to={paths.session(next.id)} className="mt-2 block text-2xl font-extrabold hover:underline">
              {next.title}
            </Link>
            <p className="mt-1 text-brand-100">{formatInstant(next.isoCS)}</p>
            <p className="mt-2 text-lg font-semibold">
              <Countdown to={next.isoCS} />
            </p>
            <div className="mt-4 flex flex-wrap items-start gap-2">
              <JoinClass meetingUrl={next.meetingUrl} isoCS={next.isoCS} isoCE={next.isoCE} missing={<NoClassLinkYet onDark className="w-full" />} />
              {addToCalendar}
            </div>
          </>
        ) : (
          <p className="mt-2 text-brand-100">
            {MSG.bookings.nothingAhead}{' '}
            <Link to={paths.home} className="font-semibold text-white underline">
              Find a session
            </Link>
          </p>
        )}
      </section>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <Tile label="Upcoming bookings" value={figures.upcomingBookings} to={paths.dashboard.bookedSessions} />
        <Tile label="Past bookings" value={figures.pastBookings} to={paths.dashboard.bookedSessions} />
        {unsyncedNotes}
      </div>
      <section aria-labelledby="materials-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <h2 id="materials-heading" className="mb-3 text-base font-bold text-slate-900">
          Newest study materials
        </h2>
        {figures.newestMaterials.length === 0 ? (
          <p className="text-sm text-slate-600">{MSG.materials.noneForBookings}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {figures.newestMaterials.map((m) => (
              <li key={m.id} className="flex items-center gap-3 py-2">
                <img src={m.image} alt="" className="size-10 shrink-0 rounded-lg bg-slate-100 object-cover" />
                <Link to={paths.dashboard.viewMaterial(m.id)} className="min-w-0 truncate text-sm font-medium text-slate-900 hover:underline">
                  {m.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
