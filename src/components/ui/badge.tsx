import type { ReactNode } from 'react';

const TONES = {
  yellow: 'bg-amber-100 text-amber-800 ring-amber-600/25',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/25',
  red: 'bg-rose-100 text-rose-800 ring-rose-600/25',
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-600/25',
  gray: 'bg-slate-100 text-slate-700 ring-slate-500/25',
} as const;

export type BadgeTone = keyof typeof TONES;

/** A small coloured label, such as a status. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}>
      {children}
    </span>
  );
}
