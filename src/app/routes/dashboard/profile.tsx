/**
 * Profile (docs/product.md#screen-profile): name, e-mail and role; a student also sees their status and can apply to tutor.
 * Every role also gets their notification switches (issue 17) and private calendar feed (issue 14).
 */
import { can } from '@domain/capabilities';
import { PageHeader } from '@/components/ui/page-header';
import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { CalendarFeedCard } from '@/features/calendar/components/calendar-feed-card';
import { NotificationSettingsCard } from '@/features/notifications/components/notification-settings-card';
import { useUser } from '@/features/users/api/get-user';
import { StatusBadge } from '@/features/users/components/status-badge';
import { TutorApplication } from '@/features/users/components/tutor-application';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { useRole } from '@/features/auth/use-role';
import { MSG } from '@domain/messages';

export default function ProfilePage() {
  const { user, name, label, image } = useCurrentUser();
  const { role } = useRole();
  const student = can(role, 'tutor:apply');
  const record = useUser(student ? user?.email : undefined);
  return (
    <div className="max-w-xl">
      <PageHeader title="Profile" />
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <div className="flex items-center gap-4">
          <Avatar src={image} name={label} size="size-16" />
          <div className="min-w-0">
            <p className="text-lg font-bold text-slate-900">{name}</p>
            <p className="wrap-anywhere text-slate-500">{user?.email}</p>
          </div>
        </div>
        <dl className="mt-6 grid grid-cols-3 gap-y-3 text-sm">
          <dt className="font-medium text-slate-500">Name</dt>
          <dd className="col-span-2 text-slate-900">{name || '—'}</dd>
          <dt className="font-medium text-slate-500">Email</dt>
          <dd className="col-span-2 wrap-anywhere text-slate-900">{user?.email}</dd>
          <dt className="font-medium text-slate-500">Role</dt>
          <dd className="col-span-2 text-slate-900">{role ?? '…'}</dd>
          {student && (
            <>
              <dt className="font-medium text-slate-500">Status</dt>
              <dd className="col-span-2">
                {record.data ? <StatusBadge status={record.data.status} /> : <Spinner className="size-4" label="Loading your status" />}
              </dd>
            </>
          )}
        </dl>
        {student && user && record.data && (
          <div className="mt-6 border-t border-slate-100 pt-6">
            <TutorApplication email={user.email} status={record.data.status} />
          </div>
        )}
        {student && record.isError && !record.data && (
          <p role="alert" className="mt-6 text-sm text-rose-700">
            {MSG.users.statusLoadFailed}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void record.refetch()}>
              Try again
            </button>
          </p>
        )}
      </div>
      <NotificationSettingsCard />
      <CalendarFeedCard role={role} />
    </div>
  );
}
