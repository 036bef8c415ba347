/**
 * The bell in the top bar (issue 17): the unread count, and a panel with the newest notifications,
 * each linking to what it is about, "Mark all as read" and "Show more". Loaded on its own (React.lazy
 * from the top bar), only for signed-in users, so the home page's first bundle does not grow. The
 * list is a persisted query like the others, so offline it shows the last copy.
 */
import { classProvider } from '@domain/class-link';
import { formatDistanceToNow } from 'date-fns';
import { createContext, useContext, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { MSG } from '@domain/messages';
import type { AppNotification } from '@domain/schemas/notifications';
import { errorMessage } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { useNotificationPage } from '../api/get-notifications';
import { useMarkAllRead, useMarkRead } from '../api/mark-read';

/** Closes the panel; the items and the settings link call it when they navigate. */
const ClosePanel = createContext<() => void>(() => {});

/** Where the open list sits: under the bell (top bars), or beside the dashboard's sidebar. */
const PANEL_PLACE = {
  below: 'sm:absolute sm:inset-x-auto sm:right-0 sm:top-12',
  beside: 'sm:inset-x-auto sm:left-64 sm:top-4',
} as const;

export default function NotificationBell({
  settingsPath,
  inverted = false,
  place = 'below',
}: {
  settingsPath: string;
  inverted?: boolean;
  place?: keyof typeof PANEL_PLACE;
}) {
  const query = useNotificationPage(null);
  const unread = query.data?.unread ?? 0;
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications';
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A disclosure rather than Headless UI's Popover, whose hidden focus guards axe reports: Escape and
  // a click or focus outside close it; Escape gives the focus back to the bell.
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={`relative flex size-10 items-center justify-center rounded-full focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
          inverted ? 'text-white hover:bg-white/10' : 'text-slate-700 hover:bg-slate-100'
        }`}
      >
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M14.857 17.082a23.848 23.848 0 0 0 5.454-1.31A8.967 8.967 0 0 1 18 9.75V9A6 6 0 0 0 6 9v.75a8.967 8.967 0 0 1-2.312 6.022c1.733.64 3.56 1.085 5.455 1.31m5.714 0a24.255 24.255 0 0 1-5.714 0m5.714 0a3 3 0 1 1-5.714 0"
          />
        </svg>
        {unread > 0 && (
          <span
            data-testid="bell-count"
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-rose-600 px-1 text-center text-xs font-bold leading-5 text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          className={`fixed inset-x-2 top-16 z-50 rounded-xl bg-white text-slate-800 shadow-lg ring-1 ring-slate-200 sm:w-96 ${PANEL_PLACE[place]}`}
        >
          <ClosePanel.Provider value={() => setOpen(false)}>
            <NotificationPanel query={query} settingsPath={settingsPath} />
          </ClosePanel.Provider>
        </div>
      )}
    </div>
  );
}

function NotificationPanel({ query, settingsPath }: { query: ReturnType<typeof useNotificationPage>; settingsPath: string }) {
  const online = useOnline();
  const close = useContext(ClosePanel);
  const markAll = useMarkAllRead();
  const items = query.data?.items ?? [];
  const unread = query.data?.unread ?? 0;

  return (
    <div>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <h2 className="font-bold text-slate-900">Notifications</h2>
        <button
          type="button"
          className="rounded text-sm font-semibold text-brand-700 hover:underline disabled:text-slate-500 disabled:no-underline"
          disabled={!unread || !online || markAll.isPending}
          title={online ? undefined : MSG.common.offline}
          onClick={() => markAll.mutate(undefined, { onError: async (e) => toast.error(await errorMessage(e)) })}
        >
          Mark all as read
        </button>
      </div>
      <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
        {query.data === undefined ? (
          query.isError ? (
            <p role="alert" className="px-4 py-6 text-center text-sm text-rose-700">
              {MSG.notifications.listLoadFailed}{' '}
              <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
                Try again
              </button>
            </p>
          ) : query.fetchStatus === 'paused' ? (
            <p className="px-4 py-6 text-center text-sm text-slate-600">{MSG.notifications.listOffline}</p>
          ) : (
            <p role="status" className="px-4 py-6 text-center text-sm text-slate-600">
              Loading notifications…
            </p>
          )
        ) : items.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-slate-600">{MSG.notifications.none}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((n) => (
              <NotificationItem key={n.id} n={n} />
            ))}
            {query.data?.nextCursor && <MoreNotifications cursor={query.data.nextCursor} />}
          </ul>
        )}
      </div>
      <div className="border-t border-slate-100 px-4 py-2 text-right">
        <Link to={settingsPath} onClick={close} className="text-sm text-slate-600 hover:underline">
          Notification settings
        </Link>
      </div>
    </div>
  );
}

/** "Show more", then the next (older) page in its place, which has its own "Show more". */
function MoreNotifications({ cursor }: { cursor: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <li className="p-2 text-center">
        <button type="button" className="text-sm font-semibold text-brand-700 hover:underline" onClick={() => setOpen(true)}>
          Show more
        </button>
      </li>
    );
  }
  return <OlderPage cursor={cursor} />;
}

function OlderPage({ cursor }: { cursor: string }) {
  const page = useNotificationPage(cursor);
  if (!page.data) {
    return (
      <li className="p-3 text-center text-sm text-slate-600" role={page.isError ? 'alert' : 'status'}>
        {page.isError ? MSG.notifications.olderLoadFailed : 'Loading…'}
      </li>
    );
  }
  return (
    <>
      {page.data.items.map((n) => (
        <NotificationItem key={n.id} n={n} />
      ))}
      {page.data.nextCursor && <MoreNotifications cursor={page.data.nextCursor} />}
    </>
  );
}

function NotificationItem({ n }: { n: AppNotification }) {
  const markRead = useMarkRead();
  const close = useContext(ClosePanel);
  return (
    <li>
      <Link
        to={n.link}
        onClick={() => {
          if (!n.read) markRead.mutate(n.id);
          close();
        }}
        className={`block px-4 py-3 hover:bg-slate-50 focus:bg-slate-50 focus:outline-none ${n.read ? '' : 'bg-brand-50/60'}`}
      >
        <span className="flex items-start gap-2">
          {!n.read && <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600" aria-label="Unread" role="img" />}
          <span className="min-w-0">
            <span className={`block text-sm ${n.read ? 'font-medium text-slate-700' : 'font-bold text-slate-900'}`}>{n.title}</span>
            <span className="mt-0.5 block text-sm text-slate-600">{n.body}</span>
            <span className="mt-1 block text-xs text-slate-500">
              <time dateTime={n.createdAt}>{formatDistanceToNow(new Date(n.createdAt), { addSuffix: true })}</time>
            </span>
          </span>
        </span>
      </Link>
      {n.joinUrl && (
        // The class's own link (issue 22), beside the notification's: it opens the call, not the app.
        <a
          href={n.joinUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mx-4 mb-3 inline-block rounded-md text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          Join class ({classProvider(n.joinUrl)})
        </a>
      )}
    </li>
  );
}
