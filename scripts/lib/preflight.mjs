/**
 * Checks `npm start` makes before it starts anything (the PWA build, the Auth Emulator, the mail
 * catcher): a configuration the API would refuse anyway is refused at once, in plain words, rather
 * than as a JSON log line after a minute of starting things up. The API checks the same again
 * (server/env.ts), for whoever runs it without this script.
 */

/**
 * Why this environment cannot start, or null when it can. Cluster mode (WORKERS > 1) needs a
 * PostgreSQL server: the embedded database (PGlite) lives inside one process.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function startRefusal(env) {
  const workers = Number(env.WORKERS ?? '1');
  if (!(workers > 1) || env.DATABASE_URL) return null;
  return [
    `WORKERS=${env.WORKERS} needs DATABASE_URL, and it is not set.`,
    '',
    '  Several API processes must share one PostgreSQL server. The embedded database (PGlite),',
    '  used when DATABASE_URL is unset, runs inside a single process and cannot be shared.',
    '',
    '  Either set DATABASE_URL to a PostgreSQL server, for example',
    `    DATABASE_URL=postgres://user:password@localhost:5432/studyhub WORKERS=${env.WORKERS} npm start`,
    '  or leave WORKERS unset to run one process on the embedded database.',
  ].join('\n');
}
