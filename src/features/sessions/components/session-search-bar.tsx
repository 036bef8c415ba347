/**
 * The home list's search box, filters and sort (issue 14). Controlled by the URL query, which the
 * section owns, so a search can be shared and Back returns to it.
 */
import { useState } from 'react';
import { isFiltered, type SessionSearch } from '@domain/session-search';
import { TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';

const STATUS = [
  { value: 'any', label: 'Any status' },
  { value: 'ongoing', label: 'Ongoing' },
  { value: 'closed', label: 'Closed' },
];
const PRICE = [
  { value: 'any', label: 'Free or Paid' },
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
];
const WHEN = [
  { value: 'any', label: 'Any date' },
  { value: 'week', label: 'This week' },
  { value: 'month', label: 'This month' },
];
const SORT = [
  { value: 'newest', label: 'Newest' },
  { value: 'soonest', label: 'Soonest class' },
  { value: 'price', label: 'Price' },
  { value: 'rating', label: 'Rating' },
];

export function SessionSearchBar({
  search,
  tutors,
  onChange,
}: {
  search: SessionSearch;
  tutors: { email: string; name: string }[];
  /** `typing`: a keystroke in the box, which replaces the history entry instead of adding one. */
  onChange: (next: SessionSearch, typing?: boolean) => void;
}) {
  const set = (patch: Partial<SessionSearch>) => onChange({ ...search, ...patch });
  // On a phone the five selects fold away behind one button; from md up they always show.
  const [open, setOpen] = useState(false);
  const active = isFiltered({ ...search, q: '' }) || search.sort !== 'newest';
  const tutorOptions = [{ value: '', label: 'Any tutor' }, ...tutors.map((t) => ({ value: t.email, label: t.name }))];
  return (
    <form role="search" aria-label="Find a session" onSubmit={(e) => e.preventDefault()} className="mb-6 space-y-3">
      <TextField
        label="Search sessions"
        type="search"
        name="q"
        placeholder="Title, topic or tutor"
        value={search.q}
        maxLength={200}
        onChange={(e) => onChange({ ...search, q: e.target.value }, true)}
      />
      <button
        type="button"
        aria-expanded={open}
        aria-controls="session-filters"
        onClick={() => setOpen((o) => !o)}
        className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline md:hidden"
      >
        {open ? 'Hide filters' : active ? 'Filters and sort (on)' : 'Filters and sort'}
      </button>
      <div id="session-filters" className={`${open ? 'grid' : 'hidden'} grid-cols-2 gap-3 md:grid md:grid-cols-5`}>
        <SelectField label="Status" options={STATUS} value={search.status} onChange={(e) => set({ status: e.target.value as SessionSearch['status'] })} />
        <SelectField label="Price" options={PRICE} value={search.price} onChange={(e) => set({ price: e.target.value as SessionSearch['price'] })} />
        <SelectField label="Tutor" options={tutorOptions} value={search.tutor} onChange={(e) => set({ tutor: e.target.value })} />
        <SelectField label="Class date" options={WHEN} value={search.when} onChange={(e) => set({ when: e.target.value as SessionSearch['when'] })} />
        <SelectField label="Sort by" options={SORT} value={search.sort} onChange={(e) => set({ sort: e.target.value as SessionSearch['sort'] })} />
      </div>
    </form>
  );
}
