import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PersonalNotes } from '@/features/notes/components/personal-notes';
import { useAuth } from '@/lib/auth/auth-context';

export default function PersonalNotesPage() {
  const { user } = useAuth();
  return (
    <div>
      <PageHeader
        title="Personal Notes"
        actions={
          <Link to={paths.dashboard.createNote} className={buttonClass('primary', 'md')}>
            Create Note
          </Link>
        }
      />
      {user && <PersonalNotes owner={user.email} />}
    </div>
  );
}
