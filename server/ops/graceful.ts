/**
 * Graceful shutdown of the HTTP server, without resetting anyone:
 * - it stops taking connections (in a cluster the primary then gives new ones to the other workers);
 * - every response from then on says `Connection: close`, so keep-alive clients open their next
 *   connection elsewhere instead of sending on this one;
 * - an idle keep-alive connection is closed only after IDLE_CLOSE_MS without a request. Node's own
 *   server.close() closes idle connections at once, and a request a client has just sent on one of
 *   them is then reset: that is the race this avoids;
 * - after the grace period (SHUTDOWN_GRACE_SECONDS, 10 s) whatever is left is destroyed.
 */
import type { Server } from 'node:http';
import net, { type Socket } from 'node:net';

const IDLE_CLOSE_MS = 1_500;

interface Tracked {
  busy: number;
  idleSince: number;
}

export interface GracefulServer {
  draining(): boolean;
  /** Resolves once every connection has ended (or was destroyed at the deadline). */
  drain(graceMs: number): Promise<void>;
}

export function graceful(server: Server): GracefulServer {
  const sockets = new Map<Socket, Tracked>();
  const inFlight = new Set<import('node:http').ServerResponse>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { busy: 0, idleSince: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });
  // First of the request listeners, so the header is there before the app writes its response.
  server.prependListener('request', (req, res) => {
    const tracked = sockets.get(req.socket);
    if (tracked) tracked.busy += 1;
    inFlight.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      if (!tracked) return;
      tracked.busy -= 1;
      tracked.idleSince = Date.now();
    });
  });

  return {
    draining: () => draining,
    async drain(graceMs) {
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      // net.Server's close: stop listening, but leave the open connections to finish (see above).
      net.Server.prototype.close.call(server);
      const deadline = Date.now() + graceMs;
      while (sockets.size > 0 && Date.now() < deadline) {
        const now = Date.now();
        for (const [socket, tracked] of sockets) {
          if (tracked.busy === 0 && now - tracked.idleSince >= IDLE_CLOSE_MS) socket.end();
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const socket of sockets.keys()) socket.destroy();
    },
  };
}
