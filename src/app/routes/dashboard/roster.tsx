import { useParams } from 'react-router-dom';
import { RosterView } from '@/features/roster/components/roster-view';

/** dashboard/roster/{id}: who booked one of the tutor's sessions (issue 15). */
export default function RosterPage() {
  const { id = '' } = useParams();
  return (
    <div>
      <h1 className="mb-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">Class roster</h1>
      <RosterView sessionId={id} />
    </div>
  );
}
