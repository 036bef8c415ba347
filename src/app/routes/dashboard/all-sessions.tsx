import { AdminSessionsTables } from '@/features/sessions/components/admin-sessions-tables';

export default function AllSessionsPage() {
  return (
    <div>
      <h1 className="mb-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">All Sessions</h1>
      <AdminSessionsTables />
    </div>
  );
}
