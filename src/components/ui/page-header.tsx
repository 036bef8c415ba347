import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Links or buttons beside the title, e.g. "Create Session". */
  actions?: ReactNode;
  /** A "← Parent" link above the title. */
  back?: { to: string; label: string };
  /** h1 for a page's title; h2 for a section that titles part of a page (the home page's). */
  as?: 'h1' | 'h2';
  id?: string;
  /** Anything else the header holds under the title, e.g. a status line. */
  children?: ReactNode;
}

/**
 * The title of a page or a top-level section: one heading style everywhere, with the optional back
 * link above it, actions beside it and a description below, and the same space before the content.
 */
export function PageHeader({ title, description, actions, back, as: Heading = 'h1', id, children }: PageHeaderProps) {
  const heading = (
    <Heading id={id} className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
      {title}
    </Heading>
  );
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
