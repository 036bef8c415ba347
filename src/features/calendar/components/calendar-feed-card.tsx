/**
 * 'Calendar feed' on the profile page (issue 14): the private feed URL, to copy (https, for Google
 * and Outlook) or to open as webcal:// (one-click subscription in Apple Calendar and most desktop
 * apps), and 'Reset link', which retires the old URL. Copying works offline; resetting and
 * subscribing need a connection.
 */
import { useRef } from 'react';
import { toast } from 'sonner';
import { can } from '@domain/capabilities';
import type { Role } from '@domain/constants';
import { MSG } from '@domain/messages';
import { Button, buttonClass } from '@/components/ui/button';
import { askConfirm } from '@/lib/dialogs';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRotateCalendarFeed } from '../api/rotate-calendar-feed';

export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/** What the feed holds for this role, in the words of its owner (the server's rule: docs/decisions/007). */
function feedContents(role: Role | undefined): string {
  if (can(role, 'session:book')) return 'The sessions you booked';
  if (can(role, 'session:create')) return 'Your Accepted sessions';
  // Still loading the role, or an admin, who neither books nor teaches.
  return role ? 'The sessions you book or teach (none yet)' : 'The sessions you book or teach';
}

export function CalendarFeedCard({ role }: { role: Role | undefined }) {
  const feed = useCalendarFeed();
  return (
    <section aria-labelledby="calendar-feed-heading" className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="calendar-feed-heading" className="text-lg font-bold text-slate-900">
        Calendar feed
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {feedContents(role)}, in your own calendar app and kept up to date. Anyone with this link can see them: keep it private, and reset it if it gets out.
      </p>
      <div className="mt-4">
        {feed.data === undefined && feed.fetchStatus === 'paused' ? (
          // Not the usual "works offline afterwards": the link is never kept on the device.
          <EmptyState text={MSG.common.offline} hint={MSG.calendar.linkOffline} />
        ) : (
          <QueryState query={feed} label="calendar link" isEmpty={() => false}>
            {(data) => <FeedLink url={data.url} />}
          </QueryState>
        )}
      </div>
    </section>
  );
}

function FeedLink({ url }: { url: string }) {
  const online = useOnline();
  const rotate = useRotateCalendarFeed();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(MSG.calendar.linkCopied);
    } catch {
      // No clipboard (an http:// origin, or permission refused): leave the link selected to copy by hand.
      input.current?.focus();
      input.current?.select();
      toast.info(MSG.calendar.copyFallback);
    }
  };

  const reset = async () => {
    const ok = await askConfirm({
      title: MSG.calendar.resetTitle,
      text: MSG.calendar.resetText,
      confirmLabel: 'Reset link',
      danger: true,
    });
    if (!ok) return;
    rotate.mutate(undefined, {
      onSuccess: () => toast.success(MSG.calendar.linkReset),
      onError: async (error) => toast.error(await errorMessage(error)),
    });
  };

  return (
    <div>
      <label htmlFor="calendar-feed-url" className="block text-sm font-medium text-slate-700">
        Your private link
      </label>
      <input
        ref={input}
        id="calendar-feed-url"
        type="url"
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        className="mt-1 block w-full truncate rounded-lg border-0 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800 ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-500"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>Copy</Button>
        {online ? (
          <a href={webcalUrl(url)} className={buttonClass('secondary')}>
            Subscribe
          </a>
        ) : (
          <Button variant="secondary" disabled aria-describedby="calendar-feed-offline">
            Subscribe
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={() => void reset()}
          loading={rotate.isPending}
          disabled={!online}
          aria-describedby={online ? undefined : 'calendar-feed-offline'}
        >
          Reset link
        </Button>
      </div>
      {!online && (
        <p id="calendar-feed-offline" className="mt-2 text-sm text-amber-800">
          {MSG.calendar.offlineActions}
        </p>
      )}
      <ul className="mt-4 space-y-1 text-sm text-slate-600">
        <li>
          <span className="font-medium text-slate-800">Google Calendar:</span> Add calendar → From URL, and paste the link.
        </li>
        <li>
          <span className="font-medium text-slate-800">Apple Calendar:</span> Subscribe, or File → New Calendar Subscription.
        </li>
        <li>
          <span className="font-medium text-slate-800">Outlook:</span> Add calendar → Subscribe from web, and paste the link.
        </li>
      </ul>
    </div>
  );
}
