/**
 * Routes for whoever runs the service:
 * - GET /health: liveness. The process answers; nothing else is checked, so an orchestrator never
 *   restarts a healthy process because the database is away.
 * - GET /ready: readiness. The database answers and every migration is applied, and the process is
 *   not shutting down; otherwise 503, and a load balancer sends its traffic elsewhere.
 * - GET /metrics: Prometheus text, only with `Authorization: Bearer <METRICS_TOKEN>`; without a
 *   token configured it does not exist (404).
 */
import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bearerToken } from '../auth/identity';
import type { AppConfig, AppEnv } from '../context';
import { type Db, pingDatabase } from '../db/client';
import { notFound, unauthorized } from '../errors';
import { clusterMetrics } from './cluster-metrics';
import { registry } from './metrics';
import { MSG } from '../../domain/messages';

const journal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle/meta/_journal.json');
/** When the newest migration of this build was generated: drizzle records it as the row's created_at. */
const newestMigration = Math.max(...(JSON.parse(readFileSync(journal, 'utf8')) as { entries: { when: number }[] }).entries.map((e) => e.when));

const migrated = new WeakSet<Db>();

/** Whether this build's newest migration is applied (once true, remembered). */
export async function migrationsDone(db: Db): Promise<boolean> {
  if (migrated.has(db)) return true;
  try {
    const result = (await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { last: string | number | null }[];
    };
    const done = Number(result.rows[0]?.last ?? 0) >= newestMigration;
    if (done) migrated.add(db);
    return done;
  } catch {
    return false; // no migrations table yet, or the database is away
  }
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function opsRoutes(deps: { db: Db; config: AppConfig }, draining: () => boolean = () => false) {
  return new Hono<AppEnv>()
    .get('/health', (c) => c.json({ status: 'ok' }, 200))
    .get('/ready', async (c) => {
      const database = await pingDatabase(deps.db);
      const migrations = database && (await migrationsDone(deps.db));
      const status = draining() ? 'draining' : !database ? 'unavailable' : !migrations ? 'migrating' : 'ready';
      return c.json({ status, database, migrations }, status === 'ready' ? 200 : 503);
    })
    .get('/metrics', async (c) => {
      const token = deps.config.metricsToken;
      if (!token) throw notFound();
      const given = bearerToken(c.req.header('authorization'));
      if (!given || !sameSecret(given, token)) {
        c.header('WWW-Authenticate', 'Bearer');
        throw unauthorized(MSG.common.metricsToken);
      }
      const text = (await clusterMetrics()) ?? (await registry.metrics());
      c.header('Content-Type', registry.contentType);
      return c.body(text, 200);
    });
}
