import { AllMaterialsTable } from '@/features/materials/components/all-materials-table';

export default function AllMaterialsPage() {
  return (
    <div>
      <h1 className="mb-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">All Materials</h1>
      <AllMaterialsTable />
    </div>
  );
}
