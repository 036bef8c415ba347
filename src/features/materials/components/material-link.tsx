import { PREVIEW_LENGTH } from '@domain/constants';
import { isHttpLink } from '@domain/schemas/material';
import { preview } from '@domain/text';

/**
 * A material's link: opens in a new tab without handing the other site our page (noopener) or our
 * address (noreferrer). The server accepts only http(s) links; anything else that might still be
 * stored is shown as text, never as a clickable link.
 */
export function MaterialLink({ link, full = false, className = '' }: { link: string; full?: boolean; className?: string }) {
  const text = full ? link : preview(link, PREVIEW_LENGTH.link);
  if (!isHttpLink(link)) return <span className={`wrap-anywhere text-slate-500 ${className}`}>{text}</span>;
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      title={link}
      className={`wrap-anywhere font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 ${className}`}
    >
      {text}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
