/**
 * The All Users table (docs/product.md#screen-all-users): name, e-mail, role, status and actions. One set of rows with
 * table roles: cards below `xl`, where a phone, a tablet or the sidebar leaves no room for five
 * columns, and a grid of columns from `xl` up.
 */
import { MSG } from '@domain/messages';
import type { User } from '@domain/types';
import { Avatar } from '@/components/ui/avatar';
import { RejectRequestButton } from './reject-request-button';
import { RoleMenu } from './role-menu';
import { StatusBadge } from './status-badge';

// Every row is its own grid, so each column has a fixed share: `auto` would differ from row to row.
const COLUMNS = 'xl:grid xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1.5fr)_5rem_6.5rem_19.5rem] xl:items-center xl:gap-4';

/** Shown in cards only; the column header says it on wide screens. */
const CardLabel = ({ children }: { children: string }) => (
  <span className="shrink-0 text-xs font-medium uppercase tracking-wide text-slate-500 xl:hidden">{children}</span>
);

export function UsersTable({ users, selfEmail, online }: { users: User[]; selfEmail: string; online: boolean }) {
  return (
    <div role="table" aria-label="Users" className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div role="rowgroup" className="hidden border-b border-slate-200 bg-slate-50 xl:block">
        <div role="row" className={`${COLUMNS} px-5 py-3 text-xs font-semibold uppercase tracking-wide text-slate-500`}>
          {['Name', 'Email', 'Role', 'Status', 'Action'].map((h) => (
            <span key={h} role="columnheader">
              {h}
            </span>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="divide-y divide-slate-100">
        {users.map((u) => {
          const self = u.email === selfEmail;
          return (
            <div role="row" key={u._id} className={`${COLUMNS} flex flex-wrap items-center gap-x-5 gap-y-2 px-4 py-4 xl:px-5 xl:py-3`}>
              <div role="cell" className="flex w-full min-w-0 items-center gap-3 xl:w-auto">
                <Avatar src={u.image} name={u.name || u.email} size="size-9" />
                <span className="min-w-0 truncate font-semibold text-slate-900" title={u.name}>
                  {u.name || '—'}
                  {self && <span className="ml-1 font-normal text-slate-500">(you)</span>}
                </span>
              </div>
              <div role="cell" className="flex w-full min-w-0 items-center gap-2 text-sm text-slate-700 sm:w-auto">
                <CardLabel>Email</CardLabel>
                <span className="min-w-0 wrap-anywhere xl:truncate" title={u.email}>
                  {u.email}
                </span>
              </div>
              <div role="cell" className="flex items-center gap-2 text-sm text-slate-800">
                <CardLabel>Role</CardLabel>
                {u.role}
              </div>
              <div role="cell" className="flex items-center gap-2">
                <CardLabel>Status</CardLabel>
                <StatusBadge status={u.status} />
              </div>
              <div role="cell" className="flex w-full flex-wrap items-center gap-2 pt-1 xl:w-auto xl:flex-nowrap xl:pt-0">
                <RoleMenu user={u} disabled={!online || self} disabledReason={self ? MSG.users.ownRole : online ? undefined : MSG.common.offline} />
                {u.status === 'Requested' && <RejectRequestButton user={u} disabled={!online} />}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
