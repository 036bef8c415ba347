import { Link } from 'react-router-dom';
import { PREVIEW_LENGTH } from '@domain/constants';
import { isRegistrationClosed } from '@domain/session-rules';
import { formatInstant } from '@domain/time/display';
import { preview, priceLabel } from '@domain/text';
import type { StudySession } from '@domain/types';
import { paths } from '@/config/paths';
import { RatingBadge } from './rating-badge';
import { SeatsLeft } from './seats-left';

/**
 * Home card (docs/product.md#screen-home): title, 100-character preview and a Closed/Ongoing pill linking to the detail
 * page; with the class date in the viewer's zone, the price, the tutor and the rating (issue 14).
 */
export function SessionCard({ session }: { session: StudySession }) {
  const closed = isRegistrationClosed(session.isoRE);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md">
      <div className="relative">
        <img src={session.cover} alt="" loading="lazy" className="aspect-[16/9] w-full bg-slate-100 object-cover" />
        <span className="absolute right-2 top-2 rounded-full bg-white/95 px-2.5 py-0.5 text-sm font-bold text-slate-900 shadow-sm">
          {priceLabel(session.price)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="break-words text-base font-bold text-slate-900 sm:text-lg">{session.title}</h3>
        <p className="mt-1 text-xs font-medium text-slate-600 sm:text-sm">
          <time dateTime={session.isoCS}>{formatInstant(session.isoCS)}</time>
        </p>
        <p className="truncate text-xs text-slate-600 sm:text-sm">with {session.tutor.name || session.tutor.email}</p>
        <RatingBadge rating={session.rating} />
        <SeatsLeft seatsLeft={session.seatsLeft} className="mt-1" />
        <p className="mt-2 flex-1 break-words text-sm text-slate-600">{preview(session.description, PREVIEW_LENGTH.home)}</p>
        <Link
          to={paths.session(session._id)}
          aria-label={`${session.title}: ${closed ? 'Closed' : 'Ongoing'}, see details`}
          className={`mt-4 inline-flex w-fit items-center gap-2 rounded-full px-4 py-1.5 text-sm font-semibold ${
            closed ? 'bg-slate-200 text-slate-600 hover:bg-slate-300' : 'bg-slate-900 text-white hover:bg-slate-800'
          }`}
        >
          <span className={`size-2 rounded-full ${closed ? 'bg-red-500' : 'bg-green-400'}`} aria-hidden="true" />
          {closed ? 'Closed' : 'Ongoing'}
        </Link>
      </div>
    </article>
  );
}
