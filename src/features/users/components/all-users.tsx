/**
 * All Users (docs/product.md#screen-all-users, issue 7): the admin searches by name and by e-mail (the server matches plain
 * text, case-insensitively), and changes roles or rejects tutor requests in place.
 */
import { useState } from 'react';
import { LIMITS } from '@domain/constants';
import { MSG } from '@domain/messages';
import { USER_SEARCH_LIMIT } from '@domain/schemas/user';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { Pending } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { useOnline } from '@/lib/use-online';
import { useSearchParam } from '@/lib/use-search-param';
import { useUsers } from '../api/get-users';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { UsersTable } from './users-table';

/** Long enough to let a word be typed, short enough to feel live. */
const SEARCH_DELAY_MS = 300;

/** `?status=Requested` (the overview's Tutor applications tile links here with it). */
const SHOW_OPTIONS = [
  { value: '', label: 'All users' },
  { value: 'Requested', label: 'Tutor applications' },
] as const;

export function AllUsers({ adminEmail }: { adminEmail: string }) {
  const online = useOnline();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const nameQuery = useDebouncedValue(name.trim(), SEARCH_DELAY_MS);
  const emailQuery = useDebouncedValue(email.trim(), SEARCH_DELAY_MS);
  const [statusParam, showStatus] = useSearchParam('status');
  const status = statusParam === 'Requested' ? 'Requested' : undefined;
  const query = useUsers({ adminEmail, name: nameQuery, email: emailQuery, status });
  const searching = !!(nameQuery || emailQuery);

  let body;
  if (query.isPending) body = <Pending paused={query.fetchStatus === 'paused'} label="Loading users" />;
  else if (query.isError && !query.data) body = <ErrorState message={MSG.common.loadFailed('users')} onRetry={() => void query.refetch()} />;
  else if (!query.data.users.length) {
    const hint = searching ? MSG.users.noMatch : status ? MSG.users.noApplications : undefined;
    body = <EmptyState hint={hint} />;
  } else body = <UsersTable users={query.data.users} selfEmail={adminEmail} online={online} />;

  const count = query.data?.users.length ?? 0;
  return (
    <div>
      <form role="search" aria-label="Search users" className="grid gap-4 sm:grid-cols-3" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label="Search by name"
          type="search"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="Part of a name"
          autoComplete="off"
          maxLength={LIMITS.search}
        />
        <TextField
          label="Search by email"
          type="search"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="Part of an e-mail"
          autoComplete="off"
          maxLength={LIMITS.search}
        />
        <SelectField label="Show" value={status ?? ''} onChange={(e) => showStatus(e.target.value)} options={SHOW_OPTIONS} />
      </form>
      <div className="mt-4 mb-3 flex min-h-6 items-center gap-2 text-sm text-slate-600" aria-live="polite">
        {query.isFetching && !query.isPending && <Spinner className="size-4 text-brand-600" label="Searching" />}
        {query.data && <span>{query.data.more ? MSG.users.showingFirst(USER_SEARCH_LIMIT) : MSG.users.listed(count, !!status, searching)}</span>}
        {!online && <span className="text-amber-800">{MSG.users.adminOffline}</span>}
      </div>
      {body}
    </div>
  );
}
