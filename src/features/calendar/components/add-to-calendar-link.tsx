/**
 * 'Add to calendar': downloads the session as an .ics file (../api/session-ics-url.ts),
 * which every calendar app opens. Its file name comes from the server. The download needs a
 * connection, so offline it is a disabled button that says why. The title is in the name for
 * screen readers as hidden text, not an aria-label, so the visible words stay part of the name
 * (WCAG 2.5.3, label in name: speech users say what they see).
 */
import { MSG } from '@domain/messages';
import { useOnline } from '@/lib/use-online';
import { buttonClass } from '@/components/ui/button';
import { sessionIcsUrl } from '../api/session-ics-url';

/** One element, so the button's flex gap does not open between "Add" and "to calendar". */
function Label({ title }: { title: string }) {
  return (
    <span>
      Add<span className="sr-only"> {title}</span> to calendar
    </span>
  );
}

export function AddToCalendarLink({ sessionId, title, size = 'md' }: { sessionId: string; title: string; size?: 'sm' | 'md' }) {
  const online = useOnline();
  if (!online) {
    return (
      <button type="button" disabled className={buttonClass('secondary', size)} title={MSG.calendar.addNeedsConnection}>
        <Label title={title} />
      </button>
    );
  }
  return (
    <a href={sessionIcsUrl(sessionId)} download className={buttonClass('secondary', size)}>
      <Label title={title} />
    </a>
  );
}
