/** What every route module receives (createApp's dependencies) and what a request carries. */
import type { Role, UserStatus } from '../domain/constants';
import type { IdentityVerifier } from './auth/identity';
import type { Db } from './db/client';
import type { PaymentProvider } from './payments/payments';
import type { ImageStorage } from './storage/storage';

export interface AppConfig {
  /** `__Host-session` in production (needs HTTPS), `session` elsewhere. */
  cookieName: string;
  cookieSecure: boolean;
  loginSecret: Uint8Array;
  /** Origins allowed to send state-changing requests; empty means "the request's own host". */
  allowedOrigins: string[];
  /** APP_ORIGIN: the public origin for links the server hands out (calendar URLs); else the request's. */
  appOrigin?: string;
  production: boolean;
  /** Folder of the built PWA to serve, if any. */
  staticDir?: string;
  /** host:port of the Auth Emulator, proxied on our own origin so any device can reach it. */
  emulatorHost?: string;
  /** Requests per window per client on the sign-in endpoints. */
  authRateLimit: number;
  /** The rate limit's window; a minute unless configured. */
  authRateWindowMs?: number;
  /** Trust X-Forwarded-For for the client address (only behind a proxy you run). */
  trustProxy: boolean;
  /** A session unused this long ends (SESSION_IDLE_DAYS); 30 days when not given. */
  loginIdleSeconds?: number;
  /** METRICS_TOKEN: the bearer token GET /api/metrics requires; unset, that route does not exist. */
  metricsToken?: string;
  /** Bookings can be cancelled until this many hours before the class (issue 15); 24 unless configured. */
  cancelDeadlineHours?: number;
  /** JITSI_BASE_URL: where "Create a video room" makes rooms (issue 22); https://meet.jit.si when not given. */
  jitsiBaseUrl?: string;
  /** Which notification channels this server can use (issue 17); neither when not given. */
  notifications?: { emailAvailable: boolean; pushPublicKey?: string };
}

export interface AppDeps {
  db: Db;
  identity: IdentityVerifier;
  config: AppConfig;
  /** Uploaded images; in the database (`databaseStorage(db)`) unless given. */
  storage?: ImageStorage;
  /** Card payments; the offline `test` provider when not given (docs/architecture.md#payments). */
  payments?: PaymentProvider;
  /** The clock sessions are judged by (ms); Date.now unless a test controls time. */
  now?: () => number;
}

/** What the booking routes receive: the deps with the payment provider settled. */
export type BookingDeps = AppDeps & { payments: PaymentProvider };

export interface LoginUser {
  id: string;
  email: string;
  name: string;
  image: string;
  role: Role;
  status: UserStatus | null;
}

export interface AppEnv {
  Variables: {
    user: LoginUser;
    loginId: string;
  };
}
