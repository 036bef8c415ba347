import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { RosterView } from '@/features/roster/components/roster-view';

/** dashboard/roster/{id}: who booked one of the tutor's sessions (issue 15). */
export default function RosterPage() {
  const { id = '' } = useParams();
  return (
    <div>
      <PageHeader title="Class roster" />
      <RosterView sessionId={id} />
    </div>
  );
}
