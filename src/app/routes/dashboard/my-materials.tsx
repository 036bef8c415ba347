import { useAuth } from '@/lib/auth/auth-context';
import { MyMaterialsTable } from '@/features/materials/components/my-materials-table';

export default function MyMaterialsPage() {
  const { user } = useAuth();
  return (
    <div>
      <h1 className="mb-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">My Materials</h1>
      <MyMaterialsTable email={user?.email ?? ''} />
    </div>
  );
}
