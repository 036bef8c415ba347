import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PersonalNotes } from '@/features/notes/components/personal-notes';
import { useAuth } from '@/lib/auth/auth-context';

export default function PersonalNotesPage() {
  const { user } = useAuth();
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">Personal Notes</h1>
        <Link to={paths.dashboard.createNote} className={buttonClass('primary', 'md')}>
          Create Note
        </Link>
      </div>
      {user && (
        <div className="mt-6">
          <PersonalNotes owner={user.email} />
        </div>
      )}
    </div>
  );
}
