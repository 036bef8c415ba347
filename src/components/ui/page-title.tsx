import type { ReactNode } from 'react';

/**
 * The one style of a page's title: an h1, or an h2 for a section that titles part of a page (the
 * home page's). Pages use it through PageHeader; it stands alone where the first paint must stay
 * small.
 */
export function PageTitle({ as: Heading = 'h1', id, className = '', children }: { as?: 'h1' | 'h2'; id?: string; className?: string; children: ReactNode }) {
  return (
    <Heading id={id} className={`text-2xl font-extrabold text-slate-900 sm:text-3xl ${className}`}>
      {children}
    </Heading>
  );
}
