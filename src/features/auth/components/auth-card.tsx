import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { prefetchFirebase } from '@/lib/auth/firebase-loader';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[calc(100vh-4rem)] max-w-md flex-col justify-center px-4 py-10">
      {/* Firebase loads while the visitor types, not after Submit (src/lib/auth/firebase-loader.ts). */}
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8" onFocus={prefetchFirebase} onPointerDown={prefetchFirebase}>
        <PageHeader title={title} description={subtitle} />
        {children}
      </div>
    </div>
  );
}

export function OrDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
      <span className="h-px flex-1 bg-slate-200" />
      or
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
