/**
 * 'Add to calendar': downloads the session as an .ics file (GET /api/sessions/{id}/calendar.ics),
 * which every calendar app opens. Its file name comes from the server. The download needs a
 * connection, so offline it is a disabled button that says why.
 */
import { useOnline } from '@/lib/use-online';
import { buttonClass } from './button';

export const sessionIcsUrl = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}/calendar.ics`;

export function AddToCalendarLink({ sessionId, title, size = 'md' }: { sessionId: string; title: string; size?: 'sm' | 'md' }) {
  const online = useOnline();
  if (!online) {
    return (
      <button type="button" disabled className={buttonClass('secondary', size)} aria-label={`Add ${title} to calendar`} title="Adding to a calendar needs a connection.">
        Add to calendar
      </button>
    );
  }
  return (
    <a href={sessionIcsUrl(sessionId)} download className={buttonClass('secondary', size)} aria-label={`Add ${title} to calendar`}>
      Add to calendar
    </a>
  );
}
