CREATE TABLE "stats_orders" (
	"bucket" timestamp with time zone PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"revenue_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_users" (
	"bucket" timestamp with time zone NOT NULL,
	"role" "role" NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "stats_users_bucket_role_pk" PRIMARY KEY("bucket","role")
);
--> statement-breakpoint
ALTER TABLE "stats_sessions" ADD CONSTRAINT "stats_sessions_session_id_study_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."study_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stats_sessions_bookings_idx" ON "stats_sessions" USING btree ("bookings");--> statement-breakpoint
-- The rollups are kept by triggers (docs/decisions/012-overview-rollups.md), so that every write, the
-- API's, the seed's or a cascade's, changes them in its own transaction.
CREATE FUNCTION stats_bucket(at timestamptz) RETURNS timestamptz LANGUAGE sql STABLE
  AS $$ SELECT date_bin('15 minutes', at, timestamptz '2000-01-03 00:00:00+00') $$;
--> statement-breakpoint
CREATE FUNCTION stats_orders_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.created_at, OLD.price_cents) IS DISTINCT FROM (NEW.created_at, NEW.price_cents)) THEN
    UPDATE stats_orders SET orders = orders - 1, revenue_cents = revenue_cents - OLD.price_cents WHERE bucket = stats_bucket(OLD.created_at);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (OLD.created_at, OLD.price_cents) IS DISTINCT FROM (NEW.created_at, NEW.price_cents)) THEN
    INSERT INTO stats_orders AS s (bucket, orders, revenue_cents) VALUES (stats_bucket(NEW.created_at), 1, NEW.price_cents)
      ON CONFLICT (bucket) DO UPDATE SET orders = s.orders + 1, revenue_cents = s.revenue_cents + excluded.revenue_cents;
  END IF;
  -- A live booking counts for its session; cancelling, refunding or deleting the session takes it off.
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'booked' AND OLD.session_id IS NOT NULL THEN
    UPDATE stats_sessions SET bookings = bookings - 1, revenue_cents = revenue_cents - OLD.price_cents WHERE session_id = OLD.session_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'booked' AND NEW.session_id IS NOT NULL THEN
    INSERT INTO stats_sessions AS s (session_id, bookings, revenue_cents) VALUES (NEW.session_id, 1, NEW.price_cents)
      ON CONFLICT (session_id) DO UPDATE SET bookings = s.bookings + 1, revenue_cents = s.revenue_cents + excluded.revenue_cents;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_stats AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION stats_orders_change();
--> statement-breakpoint
CREATE TRIGGER orders_stats_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.status, OLD.session_id, OLD.price_cents, OLD.created_at) IS DISTINCT FROM (NEW.status, NEW.session_id, NEW.price_cents, NEW.created_at))
  EXECUTE FUNCTION stats_orders_change();
--> statement-breakpoint
CREATE FUNCTION stats_reviews_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE stats_sessions SET rating_sum = rating_sum - OLD.rating, reviews = reviews - 1 WHERE session_id = OLD.session_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO stats_sessions AS s (session_id, rating_sum, reviews) VALUES (NEW.session_id, NEW.rating, 1)
      ON CONFLICT (session_id) DO UPDATE SET rating_sum = s.rating_sum + excluded.rating_sum, reviews = s.reviews + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_stats AFTER INSERT OR DELETE ON reviews FOR EACH ROW EXECUTE FUNCTION stats_reviews_change();
--> statement-breakpoint
CREATE TRIGGER reviews_stats_update AFTER UPDATE ON reviews FOR EACH ROW
  WHEN ((OLD.rating, OLD.session_id) IS DISTINCT FROM (NEW.rating, NEW.session_id))
  EXECUTE FUNCTION stats_reviews_change();
--> statement-breakpoint
CREATE FUNCTION stats_users_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE stats_users SET users = users - 1 WHERE bucket = stats_bucket(OLD.created_at) AND role = OLD.role;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO stats_users AS s (bucket, role, users) VALUES (stats_bucket(NEW.created_at), NEW.role, 1)
      ON CONFLICT (bucket, role) DO UPDATE SET users = s.users + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_stats AFTER INSERT OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION stats_users_change();
--> statement-breakpoint
CREATE TRIGGER users_stats_update AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.role, OLD.created_at) IS DISTINCT FROM (NEW.role, NEW.created_at))
  EXECUTE FUNCTION stats_users_change();
--> statement-breakpoint
-- What is there already.
INSERT INTO stats_orders (bucket, orders, revenue_cents) SELECT stats_bucket(created_at), count(*), sum(price_cents) FROM orders GROUP BY 1;
--> statement-breakpoint
INSERT INTO stats_users (bucket, role, users) SELECT stats_bucket(created_at), role, count(*) FROM users GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO stats_sessions (session_id, bookings, revenue_cents, rating_sum, reviews)
  SELECT s.id, coalesce(o.n, 0), coalesce(o.cents, 0), coalesce(r.total, 0), coalesce(r.n, 0)
  FROM study_sessions s
  LEFT JOIN (SELECT session_id, count(*) AS n, sum(price_cents) AS cents FROM orders WHERE status = 'booked' AND session_id IS NOT NULL GROUP BY 1) o ON o.session_id = s.id
  LEFT JOIN (SELECT session_id, sum(rating) AS total, count(*) AS n FROM reviews GROUP BY 1) r ON r.session_id = s.id
  WHERE o.n IS NOT NULL OR r.n IS NOT NULL;
