/**
 * The Hono app factory. Everything it needs comes in through `deps`, so tests build the real app on
 * a fresh database and the Node entry builds it on the configured one.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from './context';
import { withDatabaseBudget } from './db/budget';
import { mountEmulatorProxy } from './emulator-proxy';
import { AppError, renderError } from './errors';
import { drainUnreadBody } from './middleware/drain-body';
import { jsonBodies, sameOriginWrites, securityHeaders } from './middleware/security';
import { authRoutes } from './modules/auth/auth.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { imagesRoutes } from './modules/images/images.routes';
import { materialsRoutes } from './modules/materials/materials.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { notesRoutes } from './modules/notes/notes.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { rosterRoutes } from './modules/roster/roster.routes';
import { testPayments } from './payments/test-provider';
import { sessionsRoutes } from './modules/sessions/sessions.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { adminUsersRoutes } from './modules/users/admin-users.routes';
import { usersRoutes } from './modules/users/users.routes';
import { mountStatic } from './static';
import { observeRequests } from './ops/observe';
import { opsRoutes } from './ops/ops.routes';
import { MSG } from '../domain/messages';

/** Routes that take something other than JSON bodies; each sets its own body limit. */
const NON_JSON_ROUTES = [/^\/api\/images$/, /^\/api\/payments\/stripe\/webhook$/, /^\/api\/unsubscribe$/];

export interface AppOptions {
  logRequests?: boolean;
  firebaseAuthDomain?: string;
  /** True once the process is shutting down: /api/ready answers 503 so the balancer moves on. */
  draining?: () => boolean;
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const { config } = deps;
  const booking = { ...deps, payments: deps.payments ?? testPayments(deps.db) };
  const app = new Hono<AppEnv>();

  app.use(observeRequests({ logRequests: !!options.logRequests, trustProxy: config.trustProxy }));
  app.use(drainUnreadBody());
  // Registered early so the emulator's own pages are passed through untouched.
  if (config.emulatorHost) mountEmulatorProxy(app, config.emulatorHost);

  app.use(securityHeaders(config, options.firebaseAuthDomain ?? 'localhost'));

  const api = new Hono<AppEnv>();
  // Every wait for the database in this request spends from one budget (DB_TIMEOUT_MS).
  api.use((_c, next) => withDatabaseBudget(next));
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'private, no-store');
  });
  api.use(sameOriginWrites(config));
  api.use(jsonBodies((p) => NON_JSON_ROUTES.some((r) => r.test(p))));
  api.use(async (c, next) => {
    if (NON_JSON_ROUTES.some((r) => r.test(c.req.path))) return next();
    return bodyLimit({
      maxSize: 256 * 1024,
      onError: () => {
        throw new AppError(413, 'too_large', MSG.common.bodyTooLarge);
      },
    })(c, next);
  });

  api.route('/', opsRoutes(deps, options.draining));
  api.route('/', authRoutes(deps));
  api.route('/', usersRoutes(deps));
  api.route('/', adminUsersRoutes(deps));
  api.route('/', rosterRoutes(deps));
  api.route('/', sessionsRoutes(booking));
  api.route('/', imagesRoutes(deps));
  api.route('/', ordersRoutes(booking));
  api.route('/', paymentsRoutes(booking));
  api.route('/', reviewsRoutes(deps));
  api.route('/', materialsRoutes(deps));
  api.route('/', statsRoutes(deps));
  api.route('/', notesRoutes(deps));
  api.route('/', calendarRoutes(deps));
  api.route('/', notificationsRoutes(deps));

  app.route('/api', api);
  if (config.staticDir) mountStatic(app, config.staticDir);

  app.onError(renderError);
  app.notFound((c) => c.json({ error: { code: 'not_found', message: MSG.common.notFound } }, 404));
  return app;
}
