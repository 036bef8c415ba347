import { FOOTER_YEAR } from '@domain/constants';
import { Logo } from '@/components/ui/logo';

const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com', d: 'M14 8h3V4h-3a5 5 0 0 0-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9a1 1 0 0 1 1-1Z' },
  { label: 'X', href: 'https://x.com', d: 'M4 4l7 9-7 7h2l6-6 5 6h3l-7-9 7-7h-2l-6 6-5-6H4Z' },
  {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com',
    d: 'M5 9h3v11H5V9Zm1.5-5a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6ZM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.3 0 3.6 2.2 3.6 5V20h-3v-5.4c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V20h-3V9Z',
  },
];

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <Logo />
          <p className="mt-2 max-w-sm text-sm text-slate-500">Learn together, anywhere: book sessions with great tutors and keep studying offline.</p>
        </div>
        <ul className="flex gap-3" aria-label="Social links">
          {SOCIAL.map((s) => (
            <li key={s.label}>
              <a
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={s.label}
                className="flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-600 hover:bg-brand-100 hover:text-brand-700"
              >
                <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
                  <path d={s.d} />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="border-t border-slate-100 py-4 text-center text-xs text-slate-500">
        <p>Copyright © {FOOTER_YEAR} StudyHub. All rights reserved.</p>
        <p className="mt-1">Built for learners and tutors everywhere.</p>
      </div>
    </footer>
  );
}
