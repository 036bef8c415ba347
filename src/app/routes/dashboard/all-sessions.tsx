import { PageHeader } from '@/components/ui/page-header';
import { AdminSessionsTables } from '@/features/sessions/components/admin-sessions-tables';

export default function AllSessionsPage() {
  return (
    <div>
      <PageHeader title="All Sessions" />
      <AdminSessionsTables />
    </div>
  );
}
