import { PageHeader } from '@/components/ui/page-header';
import { AllMaterialsTable } from '@/features/materials/components/all-materials-table';

export default function AllMaterialsPage() {
  return (
    <div>
      <PageHeader title="All Materials" />
      <AllMaterialsTable />
    </div>
  );
}
