import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from './page-title';

interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Links or buttons beside the title, e.g. "Create Session". */
  actions?: ReactNode;
  /** A "← Parent" link above the title. */
  back?: { to: string; label: string };
  /** Anything else the header holds under the title, e.g. a status line. */
  children?: ReactNode;
}

/**
 * The header of a page: its title (an h1), with the optional back link above it, actions beside it
 * and a description below, and the same space before the content.
 */
export function PageHeader({ title, description, actions, back, children }: PageHeaderProps) {
  const heading = <PageTitle>{title}</PageTitle>;
  return (
    <div className="mb-6">
      {back && (
        <Link to={back.to} className="mb-3 inline-block text-sm font-medium text-brand-700 hover:underline">
          ← {back.label}
        </Link>
      )}
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {description && <p className="mt-1 text-slate-600">{description}</p>}
      {children}
    </div>
  );
}
