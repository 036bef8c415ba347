/**
 * LISTEN on a PostgreSQL server over a connection of its own, outside the request pool: it lives as
 * long as the process, holds no statement timeout, and is never recycled. When the connection is lost
 * (a restart, a failover) it reconnects with backoff and reports the reconnect, since notices sent
 * while it was away are gone for good.
 */
import pg from 'pg';

export interface ListenHandlers {
  onNotify(payload: string): void;
  /** Called after a lost connection is back: whatever was notified meanwhile was missed. */
  onReconnect?(): void;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function pgListen(url: string, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 250;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (reconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${quoteIdent(channel)}`);
    if (stopped) return void next.end().catch(() => {});
    client = next;
    retryMs = 250;
    if (reconnect) handlers.onReconnect?.();
  };

  const lost = (which: pg.Client) => {
    if (stopped || client !== which) return;
    client = null;
    which.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      connect(true).catch((error: Error) => {
        console.error(`[db] LISTEN ${channel}: reconnecting failed (${error.message}); retrying`);
        retryMs = Math.min(retryMs * 2, 10_000);
        schedule();
      });
    }, retryMs);
    timer.unref();
  };

  return connect(false).then(() => async () => {
    stopped = true;
    clearTimeout(timer);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  });
}
