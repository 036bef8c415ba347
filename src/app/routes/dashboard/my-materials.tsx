import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { MyMaterialsTable } from '@/features/materials/components/my-materials-table';

export default function MyMaterialsPage() {
  const { user } = useAuth();
  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">My Materials</h1>
        <Link to={paths.dashboard.uploadMaterials} className={buttonClass('primary')}>
          Upload Materials
        </Link>
      </div>
      <MyMaterialsTable email={user?.email ?? ''} />
    </div>
  );
}
