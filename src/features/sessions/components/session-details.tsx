/**
 * The session page's content (docs/product.md#screen-session-detail): title, cover, description, duration, price in dollars, the
 * registration and class times (in the viewer's zone, named, with how far away the class and the
 * closing are; the tutor's own clock too when it differs) and the instructor. The
 * booking button and the reviews come from their own features through the slots. On a phone the
 * price and booking button come right after the description, before the reviews.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { formatInstant, relativeTime } from '@domain/time/display';
import type { StudySession } from '@domain/types';
import { Avatar } from '@/components/ui/avatar';
import { RatingBadge } from './rating-badge';
import { SeatsLeft } from './seats-left';
import { StatusPill } from './status-pill';
import { dollars } from '@domain/text';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Re-renders every minute, so "starts in 9 minutes" does not stay beside a "Class ended". */
function useMinuteTick() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
}

/** An instant in the viewer's zone, then how far away it is: "starts in 3 days". */
function When({ iso, future, past }: { iso: string; future: string; past: string }) {
  useMinuteTick();
  const ahead = new Date(iso).getTime() > Date.now();
  return (
    <>
      {formatInstant(iso)}
      <span className="block text-xs font-normal text-slate-500">
        {ahead ? future : past} {relativeTime(iso)}
      </span>
    </>
  );
}

/** The class on the tutor's own clock, when the viewer's differs (a Tokyo student, a Berlin tutor). */
function TutorLocalTime({ session }: { session: StudySession }) {
  const tutorStart = formatInstant(session.isoCS, session.timeZone);
  if (tutorStart === formatInstant(session.isoCS)) return null;
  return (
    <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600">
      For the tutor ({session.timeZone.replaceAll('_', ' ')}) the class starts {tutorStart}.
    </p>
  );
}

export function SessionDetails({ session, action, reviews }: { session: StudySession; action?: ReactNode; reviews: ReactNode }) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6 lg:col-start-1">
          <img
            src={session.cover}
            fetchPriority="high"
            alt={`Cover of ${session.title}`}
            className="aspect-[16/9] w-full rounded-2xl bg-slate-100 object-cover shadow-sm"
          />
          <header>
            {session.status !== 'Accepted' && <StatusPill status={session.status} />}
            <h1 className="mt-2 text-3xl font-extrabold leading-tight text-slate-900 sm:text-4xl">{session.title}</h1>
            <RatingBadge rating={session.rating} />
          </header>
          <p className="whitespace-pre-line break-words text-base leading-relaxed text-slate-700">{session.description}</p>
        </div>

        <aside className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <p className="text-3xl font-extrabold text-slate-900">
              {dollars(session.price)}
              {session.price === 0 && <span className="ml-2 text-base font-semibold text-emerald-700">Free</span>}
            </p>
            <SeatsLeft seatsLeft={session.seatsLeft} className="mt-1" />
            <dl className="mt-3 divide-y divide-slate-100">
              <Fact label="Duration">{session.duration}</Fact>
              <Fact label="Registration starts">{formatInstant(session.isoRS)}</Fact>
              <Fact label="Registration ends">
                <When iso={session.isoRE} future="closes" past="closed" />
              </Fact>
              <Fact label="Class starts">
                <When iso={session.isoCS} future="starts" past="started" />
              </Fact>
              <Fact label="Class ends">{formatInstant(session.isoCE)}</Fact>
            </dl>
            <TutorLocalTime session={session} />
            {action && <div className="mt-4">{action}</div>}
          </div>
          <section aria-label="Instructor" className="flex items-center gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <Avatar src={session.tutor.image} name={session.tutor.name || session.tutor.email} size="size-14" />
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Instructor</p>
              <p className="truncate font-bold text-slate-900">{session.tutor.name}</p>
              <p className="truncate text-sm text-slate-600">{session.tutor.email}</p>
            </div>
          </section>
        </aside>

        <section aria-labelledby="reviews-heading" className="min-w-0 lg:col-start-1">
          <h2 id="reviews-heading" className="mb-4 text-2xl font-extrabold text-slate-900">
            Reviews
          </h2>
          {reviews}
        </section>
      </div>
    </article>
  );
}
