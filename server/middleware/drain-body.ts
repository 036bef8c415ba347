/**
 * Keep-alive without resets. When a response goes out before its request body was read (a 401 or
 * 415 on a POST, say), @hono/node-server drains the rest afterwards but closes the socket if that
 * takes over 500 ms (a constant it does not let us change). On a busy server it often does, and
 * the close kills the next request the client has already sent on that connection (issue 13:
 * about 0.1 % of requests reset).
 *
 * So the body is read to its end before the response leaves: the adapter then has nothing to drain
 * and never closes. A body past the cap, or one that does not arrive in time, is not waited for: the
 * response says `Connection: close`, so the client sends nothing more on that connection.
 */
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';

/** Four times what a JSON route accepts; an unread upload past it is cheaper to hang up on. */
const MAX_DRAIN_BYTES = 1024 * 1024;
const MAX_DRAIN_MS = 5_000;

export function drainUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    // GET and HEAD carry no body here; the adapter does not drain them either.
    if (!incoming || c.req.method === 'GET' || c.req.method === 'HEAD' || incoming.readableEnded || incoming.destroyed) return;
    const declared = Number(incoming.headers['content-length'] ?? 0);
    const refused = c.res.status === 413 || declared > MAX_DRAIN_BYTES;
    if (refused || !(await drain(incoming))) closeAfter(c);
  };
}

function closeAfter(c: Context): void {
  try {
    c.res.headers.set('Connection', 'close');
  } catch {
    // A response from fetch (the emulator proxy) has immutable headers: copy it.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('Connection', 'close');
  }
}

function drain(incoming: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (drained: boolean) => {
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onFail);
      incoming.off('close', onClose);
      incoming.off('pause', onPause);
      resolve(drained);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > MAX_DRAIN_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(false);
    // A body stream the app opened but did not finish (Readable.toWeb) pauses the socket when its
    // queue is full; nobody will read that queue again, so keep the bytes flowing.
    const onPause = () => process.nextTick(() => incoming.resume());
    const onClose = () => finish(incoming.readableEnded);
    const timer = setTimeout(onFail, MAX_DRAIN_MS);
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('error', onFail);
    incoming.once('close', onClose);
    incoming.on('pause', onPause);
    incoming.resume();
  });
}
