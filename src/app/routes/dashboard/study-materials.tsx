import { useAuth } from '@/lib/auth/auth-context';
import { StudyMaterialsList } from '@/features/materials/components/study-materials-list';

export default function StudyMaterialsPage() {
  const { user } = useAuth();
  return (
    <div>
      <h1 className="mb-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">Study Materials</h1>
      <StudyMaterialsList email={user?.email ?? ''} />
    </div>
  );
}
