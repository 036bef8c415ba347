/**
 * Logs are JSON lines (one object a line: time, level, pid, the request id when there is one, msg),
 * so a log collector can parse them and join the lines of one request. `jsonConsole()` turns the
 * server's existing console calls into such lines; the request id comes from the async context the
 * request middleware opens, so a line written deep inside a request carries it without being passed.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';

const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn` with this request id attached to every log line written inside it. */
export const withRequestId = <T>(requestId: string, fn: () => T): T => requestContext.run({ requestId }, fn);

export type Level = 'info' | 'warn' | 'error';

export function logLine(level: Level, msg: string, fields: Record<string, unknown> = {}): string {
  const requestId = requestContext.getStore()?.requestId;
  return JSON.stringify({ time: new Date().toISOString(), level, pid: process.pid, ...(requestId ? { requestId } : {}), msg, ...fields });
}

export function log(level: Level, msg: string, fields?: Record<string, unknown>): void {
  (level === 'info' ? process.stdout : process.stderr).write(`${logLine(level, msg, fields)}\n`);
}

/** From here on, console.log/info/warn/error write JSON lines (the Node entry calls it once). */
export function jsonConsole(): void {
  const write =
    (level: Level) =>
    (...args: unknown[]) => {
      const error = args.find((a): a is Error => a instanceof Error);
      log(level, format(...args.map((a) => (a instanceof Error ? a.message : a))), error?.stack ? { stack: error.stack } : undefined);
    };
  console.log = write('info');
  console.info = write('info');
  console.warn = write('warn');
  console.error = write('error');
}
