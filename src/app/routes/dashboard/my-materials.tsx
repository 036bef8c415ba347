import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { MyMaterialsTable } from '@/features/materials/components/my-materials-table';

export default function MyMaterialsPage() {
  const { user } = useAuth();
  return (
    <div>
      <PageHeader
        title="My Materials"
        actions={
          <Link to={paths.dashboard.uploadMaterials} className={buttonClass('primary')}>
            Upload Materials
          </Link>
        }
      />
      <MyMaterialsTable email={user?.email ?? ''} />
    </div>
  );
}
