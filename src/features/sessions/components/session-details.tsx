/**
 * The session page's content (spec §2): title, cover, description, duration, price in dollars, the
 * registration and class times (dd/MM/yyyy h:mm a, in the viewer's zone) and the instructor. The
 * booking button and the reviews come from their own features through the slots. On a phone the
 * price and booking button come right after the description, before the reviews.
 */
import type { ReactNode } from 'react';
import { formatInstant } from '@domain/session-times';
import type { StudySession } from '@domain/types';
import { Avatar } from '@/components/ui/avatar';
import { RatingBadge } from './rating-badge';
import { StatusPill } from './status-pill';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function SessionDetails({ session, action, reviews }: { session: StudySession; action?: ReactNode; reviews: ReactNode }) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6 lg:col-start-1">
          <img src={session.cover} alt={`Cover of ${session.title}`} className="aspect-[16/9] w-full rounded-2xl bg-slate-100 object-cover shadow-sm" />
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
              ${session.price.toFixed(2)}
              {session.price === 0 && <span className="ml-2 text-base font-semibold text-emerald-700">Free</span>}
            </p>
            <dl className="mt-3 divide-y divide-slate-100">
              <Fact label="Duration">{session.duration}</Fact>
              <Fact label="Registration starts">{formatInstant(session.isoRS)}</Fact>
              <Fact label="Registration ends">{formatInstant(session.isoRE)}</Fact>
              <Fact label="Class starts">{formatInstant(session.isoCS)}</Fact>
              <Fact label="Class ends">{formatInstant(session.isoCE)}</Fact>
            </dl>
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
