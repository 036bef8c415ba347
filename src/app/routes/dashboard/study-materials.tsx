import { PageHeader } from '@/components/ui/page-header';
import { useAuth } from '@/lib/auth/auth-context';
import { StudyMaterialsList } from '@/features/materials/components/study-materials-list';

export default function StudyMaterialsPage() {
  const { user } = useAuth();
  return (
    <div>
      <PageHeader title="Study Materials" />
      <StudyMaterialsList email={user?.email ?? ''} />
    </div>
  );
}
