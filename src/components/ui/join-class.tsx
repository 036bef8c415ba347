/**
 * "Join class" (issue 22): the class link as a button that opens it in a new tab, enabled from 15
 * minutes before the class until it ends. Before, a disabled "Opens at {time}" in the viewer's zone;
 * after, a disabled "Class ended". It re-renders by itself at each of those moments (a timer armed
 * for the next change, re-armed at least every minute, so a device that slept catches up). Without a
 * link, `missing` is shown instead (what depends on who is looking). Offline it works from the
 * cached link: opening the call needs no connection to us.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { classProvider, joinWindow, nextJoinChange } from '@domain/class-link';
import { formatInstant } from '@domain/time/display';
import { buttonClass } from './button';

const MAX_WAIT_MS = 60_000;
/** The disabled states: two lines (when, then which call), so not the fixed-height button. */
const WAITING = 'inline-flex cursor-not-allowed flex-col items-center rounded-lg bg-slate-50 text-center font-semibold text-slate-700 ring-1 ring-slate-300';

/** The current time, renewed when the join window next changes (and at least every minute before). */
function useJoinNow(isoCS: string, isoCE: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = nextJoinChange(isoCS, isoCE, now);
    if (next == null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(next - now, 0) + 50, MAX_WAIT_MS));
    return () => clearTimeout(timer);
  }, [isoCS, isoCE, now]);
  return now;
}

export interface JoinClassProps {
  meetingUrl: string | null;
  isoCS: string;
  isoCE: string;
  /** What to show when there is no link yet. */
  missing: ReactNode;
  size?: 'sm' | 'md';
  /** Names the class for screen readers where several rows each have a button. */
  title?: string;
  /** Placement classes added to the button in each state (a full-width row on a phone, say). */
  className?: string;
}

export function JoinClass({ meetingUrl, isoCS, isoCE, missing, size = 'md', title, className = '' }: JoinClassProps) {
  const now = useJoinNow(isoCS, isoCE);
  if (!meetingUrl) return <>{missing}</>;
  const provider = classProvider(meetingUrl);
  const label = `Join class · ${provider}`;
  const forTitle = title ? <span className="sr-only"> for {title}</span> : null;
  const slot = joinWindow(isoCS, isoCE, now);
  if (slot.state === 'open') {
    return (
      <a href={meetingUrl} target="_blank" rel="noopener noreferrer" className={`${buttonClass('primary', size)} ${className}`} data-testid="join-class">
        {label}
        {forTitle}
      </a>
    );
  }
  return (
    <button
      type="button"
      disabled
      className={`${WAITING} ${size === 'sm' ? 'px-3 py-1 text-sm' : 'px-4 py-1.5 text-sm'} ${className}`}
      data-testid="join-class"
    >
      {slot.state === 'early' ? `Opens at ${formatInstant(slot.opensAt.toISOString())}` : 'Class ended'}
      {forTitle}
      <span className="text-xs font-normal">{label}</span>
    </button>
  );
}

/** What a booked student reads when the tutor has added no link; `onDark` for a dark panel. */
export function NoClassLinkYet({ onDark = false, className = '' }: { onDark?: boolean; className?: string }) {
  return <p className={`text-sm ${onDark ? 'text-brand-100' : 'text-slate-600'} ${className}`}>The tutor has not added a class link yet</p>;
}
