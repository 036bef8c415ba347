/**
 * The dashboard's index page (docs/product.md#dashboard): a welcome, and the caller's own overview (issue 16). Its
 * charts load with this page only. Offline it shows the last figures it had, saying from when.
 */
import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import { can } from '@domain/capabilities';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { useRole } from '@/features/auth/use-role';
import { AddToCalendarLink } from '@/features/calendar/components/add-to-calendar-link';
import { useOnline } from '@/lib/use-online';
import { UnsyncedNotesTile } from '@/features/notes/components/unsynced-notes-tile';
import { useOverview } from '@/features/stats/api/get-overview';
import { AdminOverview } from '@/features/stats/components/admin-overview';
import { StudentOverview } from '@/features/stats/components/student-overview';
import { TutorOverview } from '@/features/stats/components/tutor-overview';
import { DASHBOARD_NAV } from '../../layouts/dashboard-nav';

export default function DashboardOverview() {
  const { user, label: name } = useCurrentUser();
  const { role } = useRole();
  const online = useOnline();
  const query = useOverview();
  const links = DASHBOARD_NAV.filter((g) => can(role, g.capability)).flatMap((g) => g.links);
  const cached = query.data && (!online || query.isError);
  return (
    <div className="space-y-6">
      <PageHeader
        title={<>Welcome, {name}</>}
        description={role ? `You are signed in as ${role === 'Admin' ? 'an' : 'a'} ${role}.` : 'Loading your dashboard…'}
      >
        {cached && (
          <p role="status" className="mt-2 inline-block rounded-lg bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
            Figures from {format(query.dataUpdatedAt, 'EEE d MMM, h:mm a')}
          </p>
        )}
      </PageHeader>
      <QueryState query={query} label="overview" isEmpty={() => false}>
        {(figures) =>
          figures.role === 'Admin' ? (
            <AdminOverview figures={figures} />
          ) : figures.role === 'Tutor' ? (
            <TutorOverview figures={figures} />
          ) : (
            <StudentOverview
              figures={figures}
              addToCalendar={figures.nextClass ? <AddToCalendarLink sessionId={figures.nextClass.id} title={figures.nextClass.title} /> : null}
              unsyncedNotes={user ? <UnsyncedNotesTile owner={user.email} /> : null}
            />
          )
        }
      </QueryState>
      <nav aria-label="Shortcuts">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {links.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="block rounded-2xl bg-white p-4 font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 hover:ring-brand-400">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
